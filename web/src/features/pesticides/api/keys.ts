/** Query keys of the pesticides feature: every list below its own prefix, so a save resets it. */
export const pesticideKeys = {
  all: ['pesticides'] as const,
  substances: ['pesticides', 'substances'] as const,
  products: ['pesticides', 'products'] as const,
  finder: ['pesticides', 'finder'] as const,
  mixtures: ['pesticides', 'mixtures'] as const,
  crm: ['pesticides', 'crm'] as const,
};

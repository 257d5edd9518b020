import * as z from 'zod/mini';
import { pageFields } from './field-schemas.js';
import { PesticideType } from '../enums.js';
import { IsoDay, PesticideTypeValue, SiteId } from './sites.js';
import { fromText, preprocess } from './text-fields.js';
import { PesticideMsg } from '../catalogues/pesticides.js';

export { PesticideMsg };

/**
 * Pesticide reference data and the product catalogue (role-screens §1.7–§1.10, §3.2):
 * active substances imported from the EU Pesticides Database, products built from them with
 * their bee-hazard statements and traffic light, and pesticide users' tank mixes
 * (spec §7.3 pesticide/SaveMixture, pesticide/GetTrafficLightUrl).
 */

/** Where the imported substances come from; shown with them (CC BY 4.0 attribution). */
export const EU_SUBSTANCES_SOURCE = {
  Title: 'EU Pesticides Database — active substances export (file of 24/03/2025)',
  Attribution: '© European Union, EU Pesticides Database',
  Licence: 'CC BY 4.0',
  Url: 'https://food.ec.europa.eu/plants/pesticides/eu-pesticides-database_en',
  Date: '2025-03-24',
} as const;

/** Status of a substance under Reg. (EC) No 1107/2009, as the EU export writes it. */
export const SUBSTANCE_STATUSES = ['Approved', 'Not approved', 'Pending'] as const;
export type SubstanceStatus = (typeof SUBSTANCE_STATUSES)[number];

/**
 * The EU export's function codes onto the spec's pesticide types (spec §3 enum; role-screens
 * §1.7): HB → Herbicide; IN, AC → Insecticide; FU, BA → Fungicide; RO → Rodenticide;
 * MO → Molluscicide; any other code (PG, AT, RE, NE, …) → Other.
 */
export const FUNCTION_TYPE: Record<string, number> = {
  HB: PesticideType.Herbicide,
  IN: PesticideType.Insecticide,
  AC: PesticideType.Insecticide,
  FU: PesticideType.Fungicide,
  BA: PesticideType.Fungicide,
  RO: PesticideType.Rodenticide,
  MO: PesticideType.Molluscicide,
};

/**
 * The pesticide type of a substance from its EU function codes ('AC,IN', 'BA,FU', 'PG'…): the
 * first code in the order Insecticide, Herbicide, Fungicide, Rodenticide, Molluscicide that
 * maps (an insecticide-acaricide is an insecticide), else Other.
 */
export function pesticideTypeOfFunctions(codes: string | null | undefined): number {
  const list = (codes ?? '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean);
  const types = list.map((c) => FUNCTION_TYPE[c]).filter((t): t is number => t !== undefined);
  for (const wanted of [
    PesticideType.Insecticide,
    PesticideType.Herbicide,
    PesticideType.Fungicide,
    PesticideType.Rodenticide,
    PesticideType.Molluscicide,
  ])
    if (types.includes(wanted)) return wanted;
  return PesticideType.Other;
}

/**
 * Acute bee-toxicity class from the lower of the contact and oral LD50 (µg a.s./bee): Highly
 * toxic < 2, Moderately toxic 2–10.99, Low ≥ 11 (Atkins 1981, as the OECD bee study templates
 * cite it). 'Unknown' when neither is known (the EU export has no bee-toxicity column).
 */
export type BeeToxicity = 'High' | 'Moderate' | 'Low' | 'Unknown';
export function beeToxicityOf(contactLd50?: number | null, oralLd50?: number | null): BeeToxicity {
  const known = [contactLd50, oralLd50].filter((v): v is number => typeof v === 'number');
  if (!known.length) return 'Unknown';
  const ld50 = Math.min(...known);
  if (ld50 < 2) return 'High';
  if (ld50 < 11) return 'Moderate';
  return 'Low';
}
export const BEE_TOXICITY = ['High', 'Moderate', 'Low', 'Unknown'] as const;

// ── active substances ──

export const SubstanceId = z.string().check(z.regex(/^(EU\d{1,6}|[0-9A-HJKMNP-TV-Z]{26})$/, 'Invalid id'));

export const Substance = z.object({
  SubstanceID: SubstanceId,
  Name: z.string(),
  CasNumber: z.nullable(z.string()),
  PesticideType: z.number(),
  /** The EU export's function codes as written there, e.g. 'AC,IN'. */
  Functions: z.nullable(z.string()),
  Status: z.enum(SUBSTANCE_STATUSES),
  ApprovalDate: z.nullable(z.string()),
  ExpiryDate: z.nullable(z.string()),
  CandidateForSubstitution: z.boolean(),
  LowRisk: z.boolean(),
  /** Member states where products with it are authorised, as the export lists them. */
  AuthorisedIn: z.nullable(z.string()),
  /** Acute contact and oral LD50, µg/bee; entered by an administrator (no open source here). */
  ContactLd50: z.nullable(z.number()),
  OralLd50: z.nullable(z.number()),
  BeeToxicity: z.enum(BEE_TOXICITY),
  /** 'EU' for imported rows, 'Admin' for rows an administrator added. */
  Source: z.enum(['EU', 'Admin']),
  SourceDate: z.string(),
  UpdatedDate: z.string(),
});
export type Substance = z.infer<typeof Substance>;

/** admin/PesticideList: a page of substances, by name, optionally filtered. */
export const SubstanceListQuery = z.object({
  Search: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  PesticideType: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(6))),
  Status: z.optional(z.enum(SUBSTANCE_STATUSES)),
  BeeToxicity: z.optional(z.enum(BEE_TOXICITY)),
  ...pageFields(25),
});

const ld50 = z.nullable(z.number().check(z.positive(PesticideMsg.ld50Invalid), z.lte(100_000)));

/** admin/SaveSubstance: the bee-toxicity figures and type of a substance (add or edit). */
export const SubstanceInput = z.strictObject({
  SubstanceID: z.nullish(SubstanceId),
  Name: z.string().check(z.trim(), z.minLength(1, PesticideMsg.nameRequired), z.maxLength(200)),
  CasNumber: z.nullish(z.string().check(z.trim(), z.maxLength(40))),
  PesticideType: PesticideTypeValue,
  Status: z.enum(SUBSTANCE_STATUSES),
  ExpiryDate: z.nullish(IsoDay),
  ContactLd50: z._default(ld50, null),
  OralLd50: z._default(ld50, null),
});
/** An LD50 read from its text box: empty is 'not known'. */
const ld50Text = preprocess((v) => (v === '' || v === null || v === undefined ? null : Number(v)), ld50);
/** The substance form: the type from its select, the LD50s from their text boxes. */
export const SubstanceFields = z.object({
  ...SubstanceInput.shape,
  PesticideType: fromText(PesticideTypeValue),
  ContactLd50: ld50Text,
  OralLd50: ld50Text,
});
export type SubstanceInput = z.input<typeof SubstanceInput>;

// ── products ──

/** Countries of the catalogue: UK extents (GB, NI: HSE MAPP numbers) and EU neighbours (AMM etc.). */
export const PRODUCT_COUNTRIES = ['GB', 'NI', 'FR', 'IE', 'BE', 'DE', 'CH'] as const;
export type ProductCountry = (typeof PRODUCT_COUNTRIES)[number];

/**
 * Authorisation number formats (ours, from the registers' published numbers): GB and NI MAPP
 * numbers are digits (e.g. 17522); French AMM numbers 7 digits (e.g. 2100173); other countries
 * 1–20 letters, digits, '/', '-' or '.'.
 */
export const AUTHORISATION_FORMATS: Record<ProductCountry, RegExp> = {
  GB: /^\d{4,6}$/,
  NI: /^\d{4,6}$/,
  FR: /^\d{7}$/,
  IE: /^[A-Z0-9./-]{1,20}$/i,
  BE: /^[A-Z0-9./-]{1,20}$/i,
  DE: /^[A-Z0-9./-]{1,20}$/i,
  CH: /^[A-Z0-9./-]{1,20}$/i,
};

export const PRODUCT_STATUSES = ['Authorised', 'Withdrawn', 'Retired'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/**
 * Bee-hazard statements a label may carry (role-screens §1.9): UK SPe 8 and label wordings,
 * the French 'mention abeille', the German classes B1–B4.
 */
export const BEE_HAZARD_STATEMENTS = [
  'SPe8',
  'HighRisk',
  'Dangerous',
  'Harmful',
  'ApplyOutsideFlight',
  'MentionAbeille',
  'B1',
  'B2',
  'B3',
  'B4',
] as const;
export type BeeHazardStatement = (typeof BEE_HAZARD_STATEMENTS)[number];

export const TRAFFIC_LIGHTS = ['green', 'amber', 'red'] as const;
export type TrafficLight = (typeof TRAFFIC_LIGHTS)[number];

/** Why a light is what it is: stable reason codes the web names in the UI language. */
export const LIGHT_REASONS = [
  'statementRed',
  'substanceHigh',
  'statementAmber',
  'substanceModerate',
  'frNoMention',
  'pyrethroidAzole',
  'none',
] as const;
export type LightReason = (typeof LIGHT_REASONS)[number];

/** What the traffic light of a product is computed from. */
export interface HazardInput {
  Country: string;
  Statements: readonly string[];
  /** Bee-toxicity class of each active substance. */
  Toxicities: readonly BeeToxicity[];
}

const RED_STATEMENTS = ['SPe8', 'HighRisk', 'Dangerous', 'B1'];
const AMBER_STATEMENTS = ['Harmful', 'ApplyOutsideFlight', 'B2'];

/**
 * The bee-hazard traffic light of a product (role-screens §1.9, our rule):
 * red — SPe 8, 'high risk to bees', 'dangerous to bees', B1, or any substance highly toxic;
 * amber — 'harmful to bees', apply outside bee flight, B2, a moderately toxic substance, or a
 * French product without a 'mention abeille' (not cleared for flowering crops);
 * green — none of these.
 */
export function trafficLightOf(h: HazardInput): { Light: TrafficLight; Reasons: LightReason[] } {
  const reasons: LightReason[] = [];
  if (h.Statements.some((s) => RED_STATEMENTS.includes(s))) reasons.push('statementRed');
  if (h.Toxicities.includes('High')) reasons.push('substanceHigh');
  if (reasons.length) return { Light: 'red', Reasons: reasons };
  if (h.Statements.some((s) => AMBER_STATEMENTS.includes(s))) reasons.push('statementAmber');
  if (h.Toxicities.includes('Moderate')) reasons.push('substanceModerate');
  if (h.Country === 'FR' && !h.Statements.includes('MentionAbeille')) reasons.push('frNoMention');
  if (reasons.length) return { Light: 'amber', Reasons: reasons };
  return { Light: 'green', Reasons: ['none'] };
}

const LIGHT_ORDER: TrafficLight[] = ['green', 'amber', 'red'];

/** Pyrethroid insecticides by their common-name stem (…thrin, tau-fluvalinate, etofenprox). */
export const isPyrethroid = (name: string) => /thrin\b|fluvalinate|etofenprox/i.test(name);
/** Azole (DMI) fungicides by their common-name stem (…conazole, prochloraz, imazalil). */
export const isAzole = (name: string) => /conazole|prochloraz|imazalil/i.test(name);

/**
 * The light of a tank mix (role-screens §3.2): the worst of its products, raised one step when
 * a pyrethroid is mixed with an azole fungicide (German BienSchV practice: B4 + B4 → B2).
 */
export function mixtureLightOf(
  parts: readonly { Light: TrafficLight; SubstanceNames: readonly string[] }[],
): { Light: TrafficLight; Reasons: LightReason[] } {
  let worst = 0;
  for (const p of parts) worst = Math.max(worst, LIGHT_ORDER.indexOf(p.Light));
  const names = parts.flatMap((p) => p.SubstanceNames);
  const synergy = names.some(isPyrethroid) && names.some(isAzole);
  if (synergy) worst = Math.min(worst + 1, 2);
  return { Light: LIGHT_ORDER[worst]!, Reasons: synergy ? ['pyrethroidAzole'] : [] };
}

export const ProductSubstanceInput = z.strictObject({
  SubstanceID: SubstanceId,
  Concentration: z
    .number(PesticideMsg.concentrationInvalid)
    .check(z.positive(PesticideMsg.concentrationInvalid), z.lte(1000)),
  Unit: z.enum(['g/l', 'g/kg', '%w/w', '%w/v']),
});

/** admin/AddOrUpdateProduct (admin/addproduct): the product as it should be. */
export const ProductInput = z
  .strictObject({
    ProductID: z.nullish(SiteId),
    Name: z.string().check(z.trim(), z.minLength(1, PesticideMsg.nameRequired), z.maxLength(150)),
    Country: z.enum(PRODUCT_COUNTRIES),
    AuthorisationNumber: z
      .string()
      .check(z.trim(), z.minLength(1, PesticideMsg.numberRequired), z.maxLength(20)),
    Holder: z._default(z.string().check(z.trim(), z.maxLength(150)), ''),
    Formulation: z._default(z.string().check(z.trim(), z.maxLength(10)), ''),
    Substances: z
      .array(ProductSubstanceInput)
      .check(z.minLength(1, PesticideMsg.substancesRequired), z.maxLength(10)),
    PesticideType: PesticideTypeValue,
    Uses: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
    Status: z._default(z.enum(PRODUCT_STATUSES), 'Authorised'),
    ExpiryDate: IsoDay,
    BeeHazardStatements: z._default(
      z.array(z.enum(BEE_HAZARD_STATEMENTS)).check(z.maxLength(BEE_HAZARD_STATEMENTS.length)),
      [],
    ),
    BeeHazardText: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
    LabelUrl: z._default(
      z.string().check(
        z.trim(),
        z.maxLength(500),
        z.refine((u) => u === '' || /^https:\/\/\S+$/.test(u), PesticideMsg.httpsAddress),
      ),
      '',
    ),
    Notes: z._default(z.string().check(z.trim(), z.maxLength(500)), ''),
    /** The product's UpdatedDate when it was read for editing (a concurrent change answers 409). */
    SeenUpdatedDate: z.nullish(z.string().check(z.maxLength(40))),
  })
  .check(
    z.refine((p) => AUTHORISATION_FORMATS[p.Country].test(p.AuthorisationNumber), {
      path: ['AuthorisationNumber'],
      message: PesticideMsg.numberFormat,
    }),
  );
export type ProductInput = z.input<typeof ProductInput>;

export const ProductSubstance = z.object({
  SubstanceID: z.string(),
  Name: z.string(),
  Concentration: z.number(),
  Unit: z.string(),
  BeeToxicity: z.enum(BEE_TOXICITY),
});
export type ProductSubstance = z.infer<typeof ProductSubstance>;

export const Product = z.object({
  ProductID: SiteId,
  Name: z.string(),
  Country: z.enum(PRODUCT_COUNTRIES),
  AuthorisationNumber: z.string(),
  Holder: z.string(),
  Formulation: z.string(),
  Substances: z.array(ProductSubstance),
  PesticideType: z.number(),
  Uses: z.string(),
  Status: z.enum(PRODUCT_STATUSES),
  ExpiryDate: z.string(),
  BeeHazardStatements: z.array(z.enum(BEE_HAZARD_STATEMENTS)),
  BeeHazardText: z.string(),
  LabelUrl: z.string(),
  Notes: z.string(),
  TrafficLight: z.enum(TRAFFIC_LIGHTS),
  LightReasons: z.array(z.enum(LIGHT_REASONS)),
  /** True when the product may go into a new schedule: authorised and not past its expiry. */
  Usable: z.boolean(),
  /** Generated demo products are labelled as such (no real product register is available offline). */
  Demo: z.boolean(),
  LastChecked: z.string(),
  UpdatedDate: z.string(),
});
export type Product = z.infer<typeof Product>;

/** The product lists (admin catalogue, farmer's finder): filters and a page. */
export const ProductListQuery = z.object({
  Search: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  Country: z.optional(z.enum(PRODUCT_COUNTRIES)),
  PesticideType: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(6))),
  /** usable: authorised and unexpired; expired: past expiry or no longer authorised. */
  Availability: z._default(z.enum(['all', 'usable', 'expired']), 'all'),
  TrafficLight: z.optional(z.enum(TRAFFIC_LIGHTS)),
  ...pageFields(25),
});

export const ProductIdQuery = z.object({ ProductID: SiteId });

/** admin/RetireProduct: a retired product stays on past schedules and cannot be chosen again. */
export const RetireProductRequest = z.strictObject({ ProductID: SiteId });

// ── tank mixes ──

/** pesticide/SaveMixture (spec §7.3): a named tank mix of 2–5 catalogue products. */
export const MixtureInput = z.strictObject({
  MixtureID: z.nullish(SiteId),
  Name: z.string().check(z.trim(), z.minLength(1, PesticideMsg.nameRequired), z.maxLength(100)),
  ProductIDs: z.array(SiteId).check(
    z.minLength(2, PesticideMsg.mixNeedsTwo),
    z.maxLength(5),
    z.refine((ids) => new Set(ids).size === ids.length, PesticideMsg.mixNeedsTwo),
  ),
});
export type MixtureInput = z.input<typeof MixtureInput>;

export const Mixture = z.object({
  MixtureID: SiteId,
  Name: z.string(),
  Products: z.array(
    z.pick(Product, {
      ProductID: true,
      Name: true,
      AuthorisationNumber: true,
      TrafficLight: true,
      Usable: true,
    }),
  ),
  TrafficLight: z.enum(TRAFFIC_LIGHTS),
  LightReasons: z.array(z.enum(LIGHT_REASONS)),
  /** Usable in a new schedule only while every product in it is. */
  Usable: z.boolean(),
  PesticideType: z.number(),
  CreatedDate: z.string(),
});
export type Mixture = z.infer<typeof Mixture>;

export const MixtureIdQuery = z.object({ MixtureID: SiteId });

/** pesticide/GetTrafficLightUrl: the light of one product or one of the caller's mixes. */
export const TrafficLightQuery = z
  .object({ ProductID: z.optional(SiteId), MixtureID: z.optional(SiteId) })
  .check(z.refine((q) => !q.ProductID !== !q.MixtureID, 'Give ProductID or MixtureID'));
export const TrafficLightData = z.object({
  TrafficLight: z.enum(TRAFFIC_LIGHTS),
  Reasons: z.array(z.enum(LIGHT_REASONS)),
  /** An SVG picture of the light, as a data: URL (no request of its own, works offline). */
  Url: z.string(),
});
export type TrafficLightData = z.infer<typeof TrafficLightData>;

/** What the schedule form may choose from: usable products and the caller's usable mixes. */
export const ScheduleChoices = z.object({
  Products: z.array(
    z.pick(Product, {
      ProductID: true,
      Name: true,
      AuthorisationNumber: true,
      PesticideType: true,
      TrafficLight: true,
    }),
  ),
  Mixtures: z.array(
    z.pick(Mixture, { MixtureID: true, Name: true, PesticideType: true, TrafficLight: true }),
  ),
});
export type ScheduleChoices = z.infer<typeof ScheduleChoices>;

// ── pesticide-user relations ──

export const CrmQuery = z.object(pageFields(25));

/** Hours of notice the BBKA BeeConnected practice asks before spraying. */
export const NOTICE_HOURS = 48;

export const CrmRow = z.object({
  UserName: z.string(),
  FullName: z.string(),
  Organisation: z.nullable(z.string()),
  PostCode: z.nullable(z.string()),
  Fields: z.number(),
  SchedulesThisSeason: z.number(),
  LastScheduleDate: z.nullable(z.string()),
  /** Share of this season's schedules entered ≥ 48 h before the treatment, 0–100; null with none. */
  NoticePercent: z.nullable(z.number()),
  Cancelled: z.number(),
  LastLogin: z.nullable(z.string()),
  Status: z.enum(['Active', 'Unsubscribed', 'Expired']),
});
export type CrmRow = z.infer<typeof CrmRow>;

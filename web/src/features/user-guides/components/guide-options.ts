import { GuideLanguage, ROLE_NAMES, Role } from '@beewatch/shared';

/** Role and language choices of the admin guide screens (every role of spec §3; 1 English, 2 French). */
export const GUIDE_ROLES = ROLE_NAMES.map((name) => ({ name, id: Role[name] }));
export const GUIDE_LANGUAGES = [
  { id: GuideLanguage.en, label: 'English' },
  { id: GuideLanguage.fr, label: 'Français' },
] as const;

/** A number from a query parameter when it is one of `allowed`, else `fallback`. */
export function pick(value: string | null, allowed: readonly number[], fallback: number): number {
  const n = Number(value);
  return allowed.includes(n) ? n : fallback;
}

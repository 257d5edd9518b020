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

/**
 * The guide an admin screen shows, from its query parameters: RoleID and LanguageID when they are
 * valid, else the Administrator's guide in the UI language (`uiLanguage`: French → 2, else 1).
 */
export function guideScope(params: URLSearchParams, uiLanguage: string) {
  return {
    roleId: pick(
      params.get('RoleID'),
      GUIDE_ROLES.map((r) => r.id),
      Role.Administrator,
    ),
    languageId: pick(
      params.get('LanguageID'),
      GUIDE_LANGUAGES.map((l) => l.id),
      uiLanguage.startsWith('fr') ? 2 : 1,
    ),
  };
}

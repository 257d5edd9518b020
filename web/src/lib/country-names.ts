import { COUNTRIES, countryNamed, countryOf } from '@beewatch/shared';
import type { TFunction } from 'i18next';
import { currentLanguage } from './i18n';

/**
 * The name of a country of the registration list (spec §3 country list, shared COUNTRIES) in
 * the UI language, from the browser's CLDR data (Intl.DisplayNames, ISO 3166-1 region codes);
 * `fallback` (the server's English Text) when the id is unknown or the browser lacks the data.
 */
export function countryName(countryId: number, fallback: string): string {
  const iso = countryOf(countryId)?.iso;
  if (!iso) return fallback;
  try {
    return new Intl.DisplayNames([currentLanguage()], { type: 'region' }).of(iso) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * The spec's countries (shared COUNTRIES) as select choices: the country id as the value, the
 * name from the portal's translations (`profile.countries.<iso>`, else the list's English name).
 */
export function countryChoices(t: TFunction): { value: string; label: string }[] {
  return COUNTRIES.map((c) => ({
    value: String(c.Value),
    label: t(`profile.countries.${c.iso}`, { defaultValue: c.Text }),
  }));
}

/**
 * A country's name as the country select shows it (countryChoices), from the English name the
 * server stores and lists (COUNTRIES Text); a name outside the list as given.
 */
export function countryLabel(t: TFunction, englishName: string): string {
  const c = countryNamed(englishName);
  return c ? t(`profile.countries.${c.iso}`, { defaultValue: c.Text }) : englishName;
}

import { countryOf } from '@beewatch/shared';
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

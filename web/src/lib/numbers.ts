import { currentLanguage } from './i18n';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * `value` with `digits` decimals (at least `minDigits`, by default as many), written as the UI
 * language writes numbers: '12.5' in English, '12,5' in French (Intl, CLDR's separators). `lng`
 * defaults to the UI language.
 */
export function formatDecimal(
  value: number,
  digits = 0,
  lng: string = currentLanguage(),
  minDigits = digits,
): string {
  const locale = lng.startsWith('fr') ? 'fr-FR' : 'en-GB';
  const key = `${locale}:${minDigits}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: minDigits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(value);
}

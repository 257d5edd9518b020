import { countryNamed, countryOf, RegistrationMsg, type Country } from '@beewatch/shared';
import { isValidPostCode, normalisePostCode, postCodeSets } from '../../geo/index.js';
import { env } from '../../lib/env.js';
import { ValidationError } from '../../lib/errors.js';
import { parsePhoneNumber } from '../../lib/phone-numbers.js';

/** The answer of a check: valid or not, and the spec §5 message when not. */
export interface CheckResult {
  IsValid: boolean;
  Message: string | null;
}

const ok: CheckResult = { IsValid: true, Message: null };
const bad = (Message: string): CheckResult => ({ IsValid: false, Message });

/** The country of an id; ValidationError 'Please select Country' for an unknown one. */
export function requireCountry(id: number): Country {
  const country = countryOf(id);
  if (!country) throw new ValidationError(RegistrationMsg.selectCountry);
  return country;
}

/** The country of a name (the spec's ValidateZipCode takes the name); ValidationError if unknown. */
export function requireCountryNamed(name: string): Country {
  const country = countryNamed(name);
  if (!country) throw new ValidationError(RegistrationMsg.selectCountry);
  return country;
}

/**
 * Post code against the country (spec §5 'Please enter a valid Post Code'): the offline
 * gazetteer for the United Kingdom (and Crown Dependencies) and France, the format elsewhere
 * (geo/postcodes.ts says which).
 */
export function checkPostCode(country: Country, postCode: string): CheckResult {
  const sets = postCodeSets(env().GAZETTEER_DATA_DIR);
  return isValidPostCode(sets, country.iso, postCode) ? ok : bad(RegistrationMsg.validPostCode);
}

// The United Kingdom and the Crown Dependencies share +44: a Jersey mobile is fine for a UK
// address and the other way round.
const PLUS_44 = new Set(['GB', 'JE', 'GG', 'IM']);
const MOBILE_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER']);

/**
 * A mobile number of the country in E.164 ('+447400123456'), or undefined when it is not a valid
 * mobile number there (lib/phone-numbers.ts: the full metadata of the registration countries'
 * calling codes). National ('07400 123456') and international
 * ('+44 7400 123456') forms are accepted.
 */
export function mobileE164(country: Country, mobile: string): string | undefined {
  const phone = parsePhoneNumber(mobile, country.iso);
  if (!phone?.isValid() || !phone.country) return undefined;
  const sameCountry =
    phone.country === country.iso || (PLUS_44.has(phone.country) && PLUS_44.has(country.iso));
  const type = phone.getType();
  if (!sameCountry || (type !== undefined && !MOBILE_TYPES.has(type))) return undefined;
  return phone.number;
}

/** Mobile against the country (spec §5 'Please enter a valid Mobile 1'; `message` for Mobile 2). */
export function checkMobile(
  country: Country,
  mobile: string,
  message: string = RegistrationMsg.validMobile1,
): CheckResult {
  return mobileE164(country, mobile) ? ok : bad(message);
}

export { normalisePostCode };

import {
  parsePhoneNumberFromString,
  type CountryCode,
  type MetadataJson,
  type PhoneNumber,
} from 'libphonenumber-js/core';
import phoneMetadata from './phone-metadata.json' with { type: 'json' };

/**
 * A phone number as libphonenumber-js reads it, national ('07400 123456', in `defaultCountry`) or
 * international ('+44 7400 123456'); undefined when it cannot be read. The metadata is the
 * library's full ("max") metadata, which tells mobiles from landlines, cut to the calling codes of
 * the portal's countries (phone-metadata.json, kept equal to the installed library's by
 * phone-numbers.test.ts): a number of another calling code is never valid. The cut is 10 KB where
 * the full metadata is 150 KB; use it only where numbers of other countries are refused anyway.
 */
export function parsePhoneNumber(text: string, defaultCountry: CountryCode): PhoneNumber | undefined {
  return parsePhoneNumberFromString(text, defaultCountry, phoneMetadata as unknown as MetadataJson);
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  parsePhoneNumberFromString,
  type CountryCode,
  type MetadataJson,
  type PhoneNumber,
} from 'libphonenumber-js/core';
import { PHONE_METADATA_FILES } from '@beewatch/shared';
import { phoneMetadataDir } from './env.js';

/**
 * The two sets of libphonenumber-js's full ("max") metadata, which tells mobiles from landlines:
 * - `portal`: cut to the calling codes of the portal's countries (phone-metadata.json, 10 KB,
 *   kept equal to the installed library's by phone-numbers.test.ts), for numbers that must
 *   belong to a registration country anyway;
 * - `world`: every calling code (the library's metadata.max.json, 150 KB), for a swarm reporter,
 *   whose phone may be from any country.
 */
export type PhoneMetadataSet = keyof typeof PHONE_METADATA_FILES;

/**
 * Where a set is read: PHONE_METADATA_DIR/<file> in a Lambda (data files beside the bundle, so
 * the 150 KB of the world set is neither parsed as code at cold start nor read at all by the
 * routes that check no phone); locally, the cut beside this module and the installed library's
 * metadata.max.json.
 */
function metadataPath(set: PhoneMetadataSet): string {
  const dir = phoneMetadataDir();
  if (dir) return path.join(dir, PHONE_METADATA_FILES[set]);
  const here = path.dirname(fileURLToPath(import.meta.url));
  return set === 'portal'
    ? path.join(here, 'phone-metadata.json')
    : createRequire(import.meta.url).resolve('libphonenumber-js/metadata.max.json');
}

const loaded = new Map<PhoneMetadataSet, MetadataJson>();

/** A metadata set, read and parsed on first use (JSON.parse); throws ENOENT if its file is missing. */
function metadata(set: PhoneMetadataSet): MetadataJson {
  let json = loaded.get(set);
  if (!json) {
    json = JSON.parse(readFileSync(metadataPath(set), 'utf8')) as MetadataJson;
    loaded.set(set, json);
  }
  return json;
}

/**
 * A phone number as libphonenumber-js reads it, national ('07400 123456', in `defaultCountry`) or
 * international ('+44 7400 123456'); undefined when it cannot be read. With the `portal` set (the
 * default) a number of another calling code is never valid.
 */
export function parsePhoneNumber(
  text: string,
  defaultCountry: CountryCode,
  set: PhoneMetadataSet = 'portal',
): PhoneNumber | undefined {
  return parsePhoneNumberFromString(text, defaultCountry, metadata(set));
}

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTRIES } from '@beewatch/shared';
import type { MetadataJson } from 'libphonenumber-js/core';
import max from 'libphonenumber-js/metadata.max.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { mobileE164 } from './registration-checks.js';

/**
 * phone-metadata.json is libphonenumber-js's full ("max") metadata cut down to the calling codes
 * of the registration countries (every country sharing one, e.g. +44: GB, GG, IM, JE). A mobile
 * must belong to the address's country, so numbers of other calling codes are refused with or
 * without their metadata. This test keeps the file equal to the cut of the installed library's
 * metadata; after upgrading libphonenumber-js, regenerate it with
 * `UPDATE_PHONE_METADATA=1 npx vitest run --project unit <this file>`, then `npx prettier --write`
 * the JSON.
 */
const FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'phone-metadata.json');

function cut(full: MetadataJson): MetadataJson {
  const codes = new Set(COUNTRIES.map((c) => full.countries[c.iso]![0]));
  const keep = [...codes].flatMap((code) => full.country_calling_codes[code]!);
  return {
    version: full.version,
    country_calling_codes: Object.fromEntries([...codes].map((c) => [c, full.country_calling_codes[c]!])),
    countries: Object.fromEntries(keep.map((iso) => [iso, full.countries[iso]!])),
    nonGeographic: {},
  } as MetadataJson;
}

describe('registration phone metadata', () => {
  // Run first: with UPDATE_PHONE_METADATA set it rewrites the file (the checks below then read
  // the module loaded before, so run once more to check the new file).
  it('is the installed max metadata cut to the registration countries’ calling codes', () => {
    const expected = cut(max as unknown as MetadataJson);
    if (process.env.UPDATE_PHONE_METADATA) writeFileSync(FILE, `${JSON.stringify(expected)}\n`);
    expect(JSON.parse(readFileSync(FILE, 'utf8'))).toEqual(expected);
  });

  it('still tells mobiles from landlines and keeps +44 shared by the UK and the Crown Dependencies', () => {
    const [gb, fr, je, de] = ['GB', 'FR', 'JE', 'DE'].map((iso) => COUNTRIES.find((c) => c.iso === iso)!);
    expect(mobileE164(gb!, '07400 123456')).toBe('+447400123456');
    expect(mobileE164(gb!, '020 7946 0018')).toBeUndefined(); // London landline
    expect(mobileE164(je!, '+44 7400 123456')).toBe('+447400123456');
    expect(mobileE164(fr!, '06 12 34 56 78')).toBe('+33612345678');
    expect(mobileE164(fr!, '+44 7400 123456')).toBeUndefined(); // another country's mobile
    expect(mobileE164(de!, '01512 3456789')).toBe('+4915123456789');
    expect(mobileE164(gb!, '+1 202 555 0143')).toBeUndefined(); // a calling code outside the cut
  });
});

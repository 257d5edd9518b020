import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTRIES } from '@beewatch/shared';
import type { MetadataJson } from 'libphonenumber-js/core';
import max from 'libphonenumber-js/metadata.max.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { parsePhoneNumber } from './phone-numbers.js';

/**
 * phone-metadata.json is libphonenumber-js's full ("max") metadata cut down to the calling codes
 * of the registration countries (every country sharing one, e.g. +44: GB, GG, IM, JE): a
 * registration's mobile must belong to its address's country. (The public swarm form keeps the
 * whole metadata: a reporter's phone may be from any country.) This test keeps the file equal to the cut of the installed library's
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

  it('reads national and international forms, tells mobiles from landlines, refuses other calling codes', () => {
    expect(parsePhoneNumber('07400 123456', 'GB')?.number).toBe('+447400123456');
    expect(parsePhoneNumber('07400 123456', 'GB')?.getType()).toBe('MOBILE');
    expect(parsePhoneNumber('020 7946 0018', 'GB')?.getType()).toBe('FIXED_LINE'); // London
    expect(parsePhoneNumber('+33 6 12 34 56 78', 'GB')?.number).toBe('+33612345678');
    expect(parsePhoneNumber('01 23 45 67 89', 'FR')?.getType()).toBe('FIXED_LINE');
    expect(parsePhoneNumber('+1 202 555 0143', 'GB')?.isValid() ?? false).toBe(false);
  });

  it("reads any country's numbers with the world set, still telling mobiles from landlines", () => {
    expect(parsePhoneNumber('+1 202 555 0143', 'GB', 'world')?.isValid()).toBe(true);
    expect(parsePhoneNumber('+61 412 345 678', 'FR', 'world')?.getType()).toBe('MOBILE');
    expect(parsePhoneNumber('+61 2 9876 5432', 'FR', 'world')?.getType()).toBe('FIXED_LINE');
    expect(parsePhoneNumber('06 12 34 56 78', 'FR', 'world')?.number).toBe('+33612345678');
  });
});

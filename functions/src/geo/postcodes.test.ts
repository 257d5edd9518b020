import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isValidPostCode, loadPostCodeSets, outwardCodeOf } from './postcodes.js';

const sets = loadPostCodeSets(path.resolve(__dirname, '../../../../shared/data'));

describe('outwardCodeOf', () => {
  it.each([
    ['SW1A 1AA', 'SW1A'],
    ['sw1a1aa', 'SW1A'],
    ['M1 1AE', 'M1'],
    ['B33 8TH', 'B33'],
    ['EC1A', 'EC1A'],
    ['  cr2   6xh ', 'CR2'],
    ['75001', undefined],
    ['SW1A 1A', undefined],
  ])('%s → %s', (code, outward) => expect(outwardCodeOf(code)).toBe(outward));
});

describe('isValidPostCode', () => {
  it.each([
    ['GB', 'SW1A 1AA', true],
    ['GB', 'AB10', true],
    ['GB', 'ZZ9 9ZZ', false],
    ['GB', 'AB10 1', false],
    ['JE', 'JE2 3AB', true],
    ['JE', 'GY1 1AA', false],
    ['GG', 'GY1 1AA', true],
    ['IM', 'IM1 1AA', true],
    ['FR', '75001', true],
    ['FR', '50590', true],
    ['FR', '99999', false],
    ['FR', '7500', false],
    ['IE', 'D02 X285', true],
    ['IE', 'D02X285', true],
    ['IE', 'B02 X285', false],
    ['BE', '1000', true],
    ['CH', '0999', false],
    ['DE', '10115', true],
    ['DE', '1011', false],
    ['US', '10001', false],
  ])('%s %s → %s', (iso, code, valid) => expect(isValidPostCode(sets, iso, code)).toBe(valid));
});

import { describe, expect, it } from 'vitest';
import { UNIT_TEST_ENV } from '../testing/unit-env.js';
import { unitsNear } from './service.js';

// The gazetteer is read from the repository's ../shared/data (env's local default).
Object.assign(process.env, UNIT_TEST_ENV);

describe('unitsNear', () => {
  it('gives the units themselves and the districts reaching within the radius, not far ones', () => {
    const near = unitsNear(['rh1'], 10);
    expect(near).toContain('RH1');
    expect(near).toContain('RH2'); // Reigate, next door
    expect(near).not.toContain('TR1'); // Truro
    expect(near).toEqual([...near].sort());
  });

  it('answers a repeated domain the same, and a caller changing its answer changes no later one', () => {
    const first = unitsNear(['GU1', 'GU2'], 10);
    const again = unitsNear(['GU2', 'GU1'], 10); // the same domain, remembered
    expect(again).toEqual(first);
    first.push('ZZ99');
    again.push('ZZ98');
    expect(unitsNear(['GU1', 'GU2'], 10)).toEqual(first.slice(0, -1));
    // Another radius is another answer.
    expect(unitsNear(['GU1', 'GU2'], 1).length).toBeLessThan(again.length);
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Gazetteer } from './gazetteer.js';
import { haversineMetres } from './haversine.js';

const DATA = path.resolve(__dirname, '../../../../shared/data');

describe('haversineMetres', () => {
  it('matches worked examples', () => {
    // One degree of latitude on the R1 sphere: 2πR/360 = 111,195.08 m.
    expect(haversineMetres(0, 0, 1, 0)).toBeCloseTo(111_195.08, 1);
    // A quarter of the equator: πR/2 = 10,007,557 m.
    expect(haversineMetres(0, 0, 0, 90)).toBeCloseTo(10_007_557, -1);
    expect(haversineMetres(46.2, 6.1, 46.2, 6.1)).toBe(0);
  });
});

describe('Gazetteer', () => {
  const gazetteer = Gazetteer.load(DATA);

  it('finds the postcode district whose centroid is asked for (GU1, Guildford)', () => {
    expect(gazetteer.nearest(51.24255, -0.56436)).toMatchObject({
      postCode: 'GU1',
      name: 'Guildford',
      country: 'GB',
    });
  });

  it('finds a French commune near Geneva within 20 km', () => {
    const near = gazetteer.nearest(46.2044, 6.1432, 20_000);
    expect(near?.country).toBe('FR');
    expect(near!.distanceMetres).toBeLessThanOrEqual(20_000);
  });

  it('finds nothing within 20 km in the middle of the Bernese Alps', () => {
    expect(gazetteer.nearest(46.55, 7.98, 20_000)).toBeUndefined();
  });
});

describe('geocodePostCode (offline gazetteer)', () => {
  it('finds UK districts, full UK post codes and French codes postaux; not unknown codes', async () => {
    const { geocodePostCode } = await import('./geocode.js');
    const sources = { dataDir: DATA };
    const gu1 = await geocodePostCode('gu1', sources);
    expect(gu1).toMatchObject({ PostCode: 'GU1', Country: 'GB', PlaceName: 'Guildford' });
    expect(gu1!.Latitude).toBeCloseTo(51.24, 1);
    expect(await geocodePostCode('GU1 1AA', sources)).toEqual(gu1);
    const paris = await geocodePostCode('75001', sources);
    expect(paris).toMatchObject({ PostCode: '75001', Country: 'FR' });
    expect(paris!.Latitude).toBeCloseTo(48.86, 1);
    expect(await geocodePostCode('ZZ99 9ZZ', sources)).toBeUndefined();
  });
});

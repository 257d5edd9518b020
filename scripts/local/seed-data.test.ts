import { describe, expect, it } from 'vitest';
import { Gazetteer } from '../../functions/src/geo/gazetteer.js';
import { SHARED_DATA } from './config.js';
import { countryOf, UpdateProfileRequest } from '@beewatch/shared';
import { mobileE164 } from '../../functions/src/account/registration/registration-checks.js';
import {
  DEMO_BYSTANDER_MOBILE,
  DEMO_CONTROLLER_ORGANISATION,
  seedCategories,
  seedTrackingRecords,
  stableUlid,
} from './seed-data.js';

describe('seed data', () => {
  const records = seedTrackingRecords(SHARED_DATA, Gazetteer.load(SHARED_DATA));

  it('turns the 602 real GBIF records into tracking records with stable ids', () => {
    expect(records).toHaveLength(602);
    expect(new Set(records.map((r) => r.record.HornetTrackingID)).size).toBe(602);
    expect(seedTrackingRecords(SHARED_DATA, Gazetteer.load(SHARED_DATA))[0]!.record.HornetTrackingID).toBe(
      records[0]!.record.HornetTrackingID,
    );
  });

  it('addresses each record from its canton', () => {
    const first = records[0]!.record;
    expect(first).toMatchObject({
      Latitude: 47.24319,
      Longitude: 7.66977,
      LocationAddress: 'Bern, Switzerland',
    });
    expect(records.every((r) => r.record.LocationAddress?.endsWith('Switzerland'))).toBe(true);
  });

  it('puts each record in the category of its source batch', () => {
    const names = new Set(seedCategories().map((c) => c.Name));
    expect(records.every((r) => names.has(r.record.CategoryName))).toBe(true);
    expect(records.filter((r) => r.record.CategoryName === 'Sighting — anonymous report')).toHaveLength(1);
  });

  it('makes ULIDs that keep the time and differ by seed', () => {
    const a = stableUlid(Date.parse('2025-01-01T00:00:00Z'), 'a');
    expect(a).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(stableUlid(Date.parse('2025-01-01T00:00:00Z'), 'a')).toBe(a);
    expect(stableUlid(Date.parse('2025-01-01T00:00:00Z'), 'b')).not.toBe(a);
  });

  it('gives demo users profile details their own My Profile form accepts', () => {
    expect(UpdateProfileRequest.shape.CompanyName.safeParse(DEMO_CONTROLLER_ORGANISATION).success).toBe(true);
    expect(mobileE164(countryOf(1)!, DEMO_BYSTANDER_MOBILE)).toBe(DEMO_BYSTANDER_MOBILE);
  });
});

import { AREA_SWARM_DAYS, AreaSwarms, SwarmStatus } from '@beewatch/shared';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNIT_TEST_ENV } from '../testing/unit-env.js';
import type { SwarmItem } from '../swarm/index.js';
import type { Actor } from '../lib/actor.js';

/**
 * SwarmWatch's area swarm map (role-screens §5.1): the 10 km rule around the profile post code's
 * centroid, the period, the per-unit Queries, and no personal data of the reporter in the answer.
 * The profile and the report Queries are stubbed; the offline gazetteer is the real one.
 */
Object.assign(process.env, UNIT_TEST_ENV);

const profiles = new Map<string, { ZipCode?: string | null }>();
const reports: SwarmItem[] = [];
const queried: { unit: string; since: string }[] = [];

vi.mock('../account/index.js', () => ({
  getProfile: vi.fn(async (userName: string) => profiles.get(userName)),
}));
vi.mock('../swarm/index.js', () => ({
  reportsOfDistrict: vi.fn(async (unit: string, since: string) => {
    queried.push({ unit, since });
    return reports.filter((r) => r.District === unit && r.CreatedAt >= since);
  }),
}));

let service: typeof import('./area-swarms.js');
let geo: typeof import('../geo/index.js');
beforeAll(async () => {
  service = await import('./area-swarms.js');
  geo = await import('../geo/index.js');
});

const NOW = new Date('2026-06-10T12:00:00.000Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();
const actor = (roleName: Actor['roleName'] = 'SwarmWatch'): Actor => ({
  userId: 'sub',
  userName: 'watcher',
  roleName,
  roleId: 40,
});

const REPORTER = {
  Name: 'Rita Reporter',
  PostCode: 'GU1 4AA',
  Address: '12 Secret Lane',
  Address2: 'Flat 3',
  PhoneNo: '07700 900123',
  PhoneE164: '+447700900123',
  Description: 'Under the eaves of number 12',
};

let n = 0;
/** A report in `district`, `days` ago, at the district's centroid moved by `dLat` degrees. */
function report(district: string, days: number, over: Partial<SwarmItem> = {}, dLat = 0): SwarmItem {
  const place = geo.areaUnitPlace(district)!;
  n += 1;
  return {
    SwarmID: `01TEST${String(n).padStart(4, '0')}`,
    CreatedAt: daysAgo(days),
    ApiKey: 'bwk_key',
    ApiKeyOwner: 'Owner',
    ...REPORTER,
    PhoneIsMobile: true,
    TypeOption: 1,
    Other: '',
    BeeOption: 2,
    District: district,
    PlaceName: place.PlaceName,
    Country: 'GB',
    Latitude: place.Latitude + dLat,
    Longitude: place.Longitude + 0.000123,
    ImageContentType: null,
    ImageState: 'none',
    Notified: true,
    NotifiedCount: 2,
    Round: 1,
    Status: SwarmStatus.New,
    AdoptedBy: 'collector.guildford',
    AdoptedByName: 'Colin Collector',
    AdoptedAt: null,
    AbandonedBy: ['someone.else'],
    ReporterTold: false,
    History: [{ Status: SwarmStatus.New, At: daysAgo(days), By: 'collector.guildford' }],
    ...over,
  };
}

beforeEach(() => {
  profiles.clear();
  reports.length = 0;
  queried.length = 0;
  profiles.set('watcher', { ZipCode: 'GU2 7XH' });
});

describe('areaUnitsReaching (geo)', () => {
  it('holds the units whose area reaches within 10 km of the point, not those far off', () => {
    const gu2 = geo.areaUnitPlace('GU2')!;
    const units = geo.areaUnitsReaching(gu2.Latitude, gu2.Longitude, 10_000);
    for (const u of ['GU1', 'GU2', 'GU3', 'GU4', 'GU7', 'GU21', 'GU22']) expect(units).toContain(u);
    for (const u of ['RH4', 'KT1', 'EH1', '75001']) expect(units).not.toContain(u);
    expect(units.length).toBeLessThan(30);
  });
});

describe('areaSwarms', () => {
  it('lists the reports within 10 km of the post code centroid, newest first, and no others', async () => {
    reports.push(
      report('GU1', 0), // 1.9 km from GU2's centroid
      report('GU22', 12, { Status: SwarmStatus.ReNotify }), // 8.0 km
      report('GU7', 3, { Status: SwarmStatus.Adopted }), // 6.3 km
      report('GU10', 8), // 15.2 km: its unit is read, the report is out
      report('RH4', 2), // 18 km: its unit is never read
      // In GU21's unit but its own point 12 km north of GU21's centroid: out.
      report('GU21', 4, {}, 0.11),
    );
    const out = await service.areaSwarms(actor(), NOW);
    expect(out.Centre).toMatchObject({ PostCode: 'GU2' });
    expect(out.RadiusM).toBe(10_000);
    expect(out.Days).toBe(AREA_SWARM_DAYS);
    expect(out.Swarms.map((s) => s.District)).toEqual(['GU1', 'GU7', 'GU22']);
    expect(out.Count).toBe(3);
    expect(out.Swarms.map((s) => s.Status)).toEqual([
      SwarmStatus.New,
      SwarmStatus.Adopted,
      SwarmStatus.ReNotify,
    ]);
    // One Query per nearby unit, none for far ones; each from 30 days back.
    const units = queried.map((q) => q.unit);
    expect(new Set(units).size).toBe(units.length);
    expect(units).toContain('GU10');
    expect(units).not.toContain('RH4');
    expect(new Set(queried.map((q) => q.since))).toEqual(new Set([daysAgo(AREA_SWARM_DAYS)]));
  });

  it('leaves out reports older than the period and reports whose photo was refused', async () => {
    reports.push(
      report('GU1', AREA_SWARM_DAYS + 1),
      report('GU3', 2, { ImageState: 'rejected' }),
      report('GU4', 29),
    );
    const out = await service.areaSwarms(actor(), NOW);
    expect(out.Swarms.map((s) => s.District)).toEqual(['GU4']);
  });

  it('answers nothing personal: no name, phone, address, description, collector or exact point', async () => {
    reports.push(report('GU1', 1, { Status: SwarmStatus.Adopted, AdoptedAt: daysAgo(1) }));
    const out = await service.areaSwarms(actor(), NOW);
    expect(() => AreaSwarms.parse(out)).not.toThrow();
    const [s] = out.Swarms;
    expect(Object.keys(s!).sort()).toEqual(
      ['CreatedAt', 'District', 'Latitude', 'Longitude', 'PlaceName', 'Status', 'SwarmID'].sort(),
    );
    const gu1 = geo.areaUnitPlace('GU1')!;
    // At the district's centroid, not the report's own point.
    expect(s).toMatchObject({ District: 'GU1', Latitude: gu1.Latitude, Longitude: gu1.Longitude });
    const body = JSON.stringify(out);
    for (const v of [
      ...Object.values(REPORTER),
      'GU1 4AA',
      'collector.guildford',
      'Colin Collector',
      'someone.else',
      'bwk_key',
      String(gu1.Longitude + 0.000123),
    ])
      expect(body).not.toContain(v);
  });

  it('without a post code: no centre, no swarms and no Query', async () => {
    profiles.set('watcher', { ZipCode: null });
    const out = await service.areaSwarms(actor(), NOW);
    expect(out).toMatchObject({ Centre: null, Count: 0, Swarms: [] });
    expect(queried).toHaveLength(0);
  });

  it('refuses any role but SwarmWatch', async () => {
    await expect(service.areaSwarms(actor('ProfessionalBeeKeeper'), NOW)).rejects.toThrow();
    expect(queried).toHaveLength(0);
  });
});

import { ErrorCode, InspectionMsg, clearInspection, type Domain } from '@beewatch/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../lib/actor.js';
import type { StoredApiary } from '../sites/index.js';
import { UNIT_TEST_ENV } from '../testing/unit-env.js';
import type { DomainSummaryReads } from './domain-summary.js';
import type { StoredInspection } from './inspection-entity.js';

/**
 * The inspector's domain summary (role-screens §8.2) from in-memory reads answering as the
 * DynamoDB ones do: counts per unit and in total, the season and standstill rules, the reads it
 * makes (per-unit Queries only), neighbouring inspectors by name; and the gazetteer rule of
 * "near" units (domains `unitsNear`) on the real offline gazetteer.
 */
Object.assign(process.env, UNIT_TEST_ENV);
let summary: typeof import('./domain-summary.js');
let domains: typeof import('../domains/index.js');
beforeAll(async () => {
  summary = await import('./domain-summary.js');
  domains = await import('../domains/index.js');
});

const NOW = new Date('2026-06-10T12:00:00.000Z');
const INSPECTOR: Actor = { userName: 'inspector', roleName: 'BeeInspector' } as Actor;

const apiary = (id: string, owner: string, hives: number): StoredApiary =>
  ({
    ApiaryID: id,
    Name: id,
    OwnerUserName: owner,
    Hives: hives,
    Latitude: 51.2,
    Longitude: -0.5,
  }) as StoredApiary;

const inspection = (
  id: string,
  unit: string,
  day: string,
  over: Partial<StoredInspection> = {},
): StoredInspection =>
  ({
    ...clearInspection(`A-${id}`, day, 2),
    InspectionID: id,
    AreaUnit: unit,
    StandstillServed: false,
    StandstillLiftedDate: null,
    ...over,
  }) as StoredInspection;

const DOMAIN: Domain = {
  UserName: 'inspector',
  RoleName: 'BeeInspector',
  Name: 'Test domain',
  Units: ['GU1', 'GU2', 'RH1'].map((u) => ({
    AreaUnit: u,
    PlaceName: u,
    Country: 'GB',
    Latitude: 51.2,
    Longitude: -0.5,
  })),
  UpdatedAt: null,
  UpdatedBy: null,
};

const APIARIES: Record<string, StoredApiary[]> = {
  GU1: [apiary('a1', 'bea', 3), apiary('a2', 'Bea', 2), apiary('a3', 'cal', 5)],
  GU2: [apiary('a4', 'bea', 1)],
  RH1: [],
};
const INSPECTIONS: Record<string, StoredInspection[]> = {
  GU1: [
    inspection('i1', 'GU1', '2026-05-01'),
    // Last season, standstill still open: counts as open, not in this season.
    inspection('i2', 'GU1', '2025-08-01', { StandstillServed: true, StandstillServedDate: '2025-08-01' }),
  ],
  GU2: [
    inspection('i3', 'GU2', '2026-01-01'),
    // Served and lifted: not open.
    inspection('i4', 'GU2', '2026-04-01', {
      StandstillServed: true,
      StandstillServedDate: '2026-04-01',
      StandstillLiftedDate: '2026-05-01',
    }),
  ],
  RH1: [],
};

function readsOf(): DomainSummaryReads & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async domain(actor) {
      calls.push(`domain ${actor.userName}`);
      return DOMAIN;
    },
    async apiariesInUnit(unit) {
      calls.push(`apiaries ${unit}`);
      return APIARIES[unit] ?? [];
    },
    async inspectionsOfUnit(unit, from, to) {
      calls.push(`inspections ${unit} ${from} ${to}`);
      return (INSPECTIONS[unit] ?? []).filter((i) => i.VisitDate >= from && i.VisitDate <= to);
    },
    async neighbours(units, except, radiusKm) {
      calls.push(`neighbours ${units.join(',')} ${except} ${radiusKm}`);
      return [
        { UserName: 'weald', Units: ['RH6', 'RH7'] },
        { UserName: 'Aldershot', Units: ['GU11'] },
      ];
    },
    async names(userNames) {
      calls.push(`names ${userNames.join(',')}`);
      return new Map([['weald', 'Wendy Weald']]);
    },
  };
}

describe('domainSummary', () => {
  it('counts each unit and the domain: keepers once in the total, this season only, open standstills only', async () => {
    const s = await summary.domainSummary(INSPECTOR, NOW, readsOf());
    expect(s.DomainName).toBe('Test domain');
    expect(s.Season).toBe(2026);
    expect(s.Units).toEqual([
      {
        AreaUnit: 'GU1',
        Beekeepers: 2,
        Apiaries: 3,
        Colonies: 10,
        InspectionsThisSeason: 1,
        OpenStandstills: 1,
      },
      {
        AreaUnit: 'GU2',
        Beekeepers: 1,
        Apiaries: 1,
        Colonies: 1,
        InspectionsThisSeason: 2,
        OpenStandstills: 0,
      },
      {
        AreaUnit: 'RH1',
        Beekeepers: 0,
        Apiaries: 0,
        Colonies: 0,
        InspectionsThisSeason: 0,
        OpenStandstills: 0,
      },
    ]);
    // 'bea' keeps apiaries in GU1 and GU2: one keeper of the domain, not two.
    expect(s.Totals).toEqual({
      Beekeepers: 2,
      Apiaries: 4,
      Colonies: 11,
      InspectionsThisSeason: 3,
      OpenStandstills: 1,
    });
  });

  it("reads the caller's domain, then one apiary and one inspection Query per unit (five years), nothing else", async () => {
    const reads = readsOf();
    await summary.domainSummary(INSPECTOR, NOW, reads);
    expect(reads.calls[0]).toBe('domain inspector');
    for (const unit of ['GU1', 'GU2', 'RH1']) {
      expect(reads.calls.filter((c) => c === `apiaries ${unit}`)).toHaveLength(1);
      expect(reads.calls.filter((c) => c.startsWith(`inspections ${unit} `))).toEqual([
        `inspections ${unit} 2021-06-11 2026-06-10`,
      ]);
    }
    expect(reads.calls).toContain('neighbours GU1,GU2,RH1 inspector 10');
    expect(reads.calls).toHaveLength(1 + 3 * 2 + 2);
  });

  it('names the neighbouring inspectors (their user name when no profile), sorted by name', async () => {
    const s = await summary.domainSummary(INSPECTOR, NOW, readsOf());
    expect(s.NeighbourRadiusKm).toBe(10);
    expect(s.Neighbours).toEqual([
      { UserName: 'Aldershot', Name: 'Aldershot', Units: ['GU11'] },
      { UserName: 'weald', Name: 'Wendy Weald', Units: ['RH6', 'RH7'] },
    ]);
  });

  it('answers an empty domain with zeros and no neighbour lookup', async () => {
    const reads = readsOf();
    reads.domain = async () => ({ ...DOMAIN, Units: [] });
    const s = await summary.domainSummary(INSPECTOR, NOW, reads);
    expect(s.Units).toEqual([]);
    expect(s.Totals).toEqual({
      Beekeepers: 0,
      Apiaries: 0,
      Colonies: 0,
      InspectionsThisSeason: 0,
      OpenStandstills: 0,
    });
    expect(s.Neighbours).toEqual([]);
    expect(reads.calls).toEqual([]);
  });

  it.each(['SwarmCoordinator', 'SprayLaison', 'ProfessionalBeeKeeper', 'Administrator'] as const)(
    'refuses a %s before reading anything (403)',
    async (roleName) => {
      const reads = readsOf();
      await expect(
        summary.domainSummary({ userName: 'x', roleName } as Actor, NOW, reads),
      ).rejects.toMatchObject({ code: ErrorCode.Forbidden, message: InspectionMsg.notInspector });
      expect(reads.calls).toEqual([]);
    },
  );
});

describe('unitsNear (the gazetteer rule of neighbouring units)', () => {
  it("holds the units themselves and the districts next to Guildford's GU1, not far-away ones", () => {
    const near = domains.unitsNear(['gu1'], 10);
    expect(near).toEqual(expect.arrayContaining(['GU1', 'GU2', 'GU4']));
    expect(near).not.toContain('TR1');
    expect(near).not.toContain('GU51');
    expect([...near].sort()).toEqual(near);
  });

  it('reaches further with a wider radius and ignores a unit the gazetteer does not know', () => {
    const narrow = domains.unitsNear(['GU1'], 5);
    const wide = domains.unitsNear(['GU1'], 20);
    expect(wide.length).toBeGreaterThan(narrow.length);
    expect(domains.unitsNear(['ZZ99'], 10)).toEqual(['ZZ99']);
  });
});

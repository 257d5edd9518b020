import {
  DOMAIN_NEIGHBOUR_KM,
  InspectionMsg,
  standstillOpen,
  type Domain,
  type DomainCounts,
  type InspectorDomainSummary,
} from '@beewatch/shared';
import { getProfiles } from '../account/index.js';
import { neighbouringHolders, ownDomain, type NeighbouringHolder } from '../domains/index.js';
import type { Actor } from '../lib/actor.js';
import { ForbiddenError } from '../lib/errors.js';
import { apiariesInUnit, type StoredApiary } from '../sites/index.js';
import type { StoredInspection } from './inspection-entity.js';
import { inspectionsOfUnit } from './repository.js';
import { mapLimited } from '../lib/map-limited.js';
import { UNIT_CONCURRENCY, WORKLIST_HISTORY_DAYS } from './service.js';

/** What the domain summary reads; the DynamoDB reads by default, in-memory ones in the unit tests. */
export interface DomainSummaryReads {
  /** The caller's own domain. */
  domain(actor: Actor): Promise<Domain>;
  /** Every apiary of one area unit (one Query on its network key). */
  apiariesInUnit(unit: string): Promise<StoredApiary[]>;
  /** The inspections of one area unit visited between two days, inclusive (one Query). */
  inspectionsOfUnit(unit: string, from: string, to: string): Promise<StoredInspection[]>;
  /** Other BeeInspector holders of units near `units` (membership Queries). */
  neighbours(units: readonly string[], except: string, radiusKm: number): Promise<NeighbouringHolder[]>;
  /** Full names by lower-case user name (one BatchGet of profiles). */
  names(userNames: readonly string[]): Promise<Map<string, string>>;
}

/** The DynamoDB reads of the domain summary. */
export const DYNAMO_SUMMARY_READS: DomainSummaryReads = {
  domain: ownDomain,
  apiariesInUnit,
  inspectionsOfUnit,
  neighbours: (units, except, radiusKm) => neighbouringHolders(units, 'BeeInspector', except, radiusKm),
  async names(userNames) {
    const profiles = await getProfiles(userNames);
    return new Map([...profiles].map(([k, p]) => [k, p.FullName]));
  },
};

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** One unit's apiaries and inspections, read. */
interface UnitData {
  unit: string;
  apiaries: StoredApiary[];
  inspections: StoredInspection[];
}

/**
 * The counts of a set of units' data: distinct keepers with an apiary there, apiaries, their
 * colonies (the apiaries' hive counts), inspections visited in `season` (calendar year) and
 * records whose Standstill Notice is served and not lifted.
 */
export function countsOf(data: readonly UnitData[], season: number): DomainCounts {
  const apiaries = data.flatMap((d) => d.apiaries);
  const inspections = data.flatMap((d) => d.inspections);
  return {
    Beekeepers: new Set(apiaries.map((a) => a.OwnerUserName.toLowerCase())).size,
    Apiaries: apiaries.length,
    Colonies: apiaries.reduce((n, a) => n + a.Hives, 0),
    InspectionsThisSeason: inspections.filter((i) => i.VisitDate.startsWith(`${season}-`)).length,
    OpenStandstills: inspections.filter(standstillOpen).length,
  };
}

/**
 * beeinspector/DomainSummary (role-screens §8.2): the caller's domain in figures — per area unit
 * and in total: registered beekeepers (keepers with an apiary in the unit; counted once in the
 * total), apiaries, colonies, inspections this season (calendar year, as the worklist's season
 * figures) and open standstills (over the worklist's five years of records) — and the
 * neighbouring inspectors: other BeeInspector domain holders of units whose area reaches within
 * DOMAIN_NEIGHBOUR_KM km of one of this domain's unit centroids (domains `unitsNear`), by name.
 * Two Queries per area unit (the apiaries' `NETWORK#<unit>` and the inspections'
 * `INSPECTIONUNIT#<unit>` keys, as beeinspector/DomainApiaries), a few at once, one membership
 * Query per nearby unit and one BatchGet of names — never a Scan. The domain is the caller's.
 * @throws ForbiddenError for any role but BeeInspector.
 */
export async function domainSummary(
  actor: Actor,
  now = new Date(),
  reads: DomainSummaryReads = DYNAMO_SUMMARY_READS,
): Promise<InspectorDomainSummary> {
  if (actor.roleName !== 'BeeInspector') throw new ForbiddenError(InspectionMsg.notInspector);
  const domain = await reads.domain(actor);
  const units = domain.Units.map((u) => u.AreaUnit);
  const today = dayOf(now);
  const from = dayOf(new Date(now.getTime() - WORKLIST_HISTORY_DAYS * DAY_MS));
  const season = now.getUTCFullYear();
  const [data, holders] = await Promise.all([
    mapLimited(units, UNIT_CONCURRENCY, async (unit) => {
      const [apiaries, inspections] = await Promise.all([
        reads.apiariesInUnit(unit),
        reads.inspectionsOfUnit(unit, from, today),
      ]);
      return { unit, apiaries, inspections };
    }),
    units.length ? reads.neighbours(units, actor.userName, DOMAIN_NEIGHBOUR_KM) : Promise.resolve([]),
  ]);
  const names = holders.length
    ? await reads.names(holders.map((h) => h.UserName))
    : new Map<string, string>();
  return {
    DomainName: domain.Name,
    Season: season,
    Units: data.map((d) => ({ AreaUnit: d.unit, ...countsOf([d], season) })),
    Totals: countsOf(data, season),
    NeighbourRadiusKm: DOMAIN_NEIGHBOUR_KM,
    Neighbours: holders
      .map((h) => ({ ...h, Name: names.get(h.UserName.toLowerCase()) || h.UserName }))
      .sort((a, b) => a.Name.localeCompare(b.Name)),
  };
}

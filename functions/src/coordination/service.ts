import {
  CoordinationMsg,
  NEEDS_ACTION_NO_OUTCOME_H,
  NEEDS_ACTION_UNADOPTED_H,
  Role,
  SwarmMsg,
  SwarmStatus,
  type CollectorOnMap,
  type CoordinatorSwarm,
  type DomainHornetData,
  type DomainUnit,
  type NeedsAction,
  type SwarmCollector,
  type SwarmCoverage,
  type SwarmKpis,
  type SwarmMapData,
  type SwarmSeasonData,
} from '@beewatch/shared';
import type * as z from 'zod/mini';
import type {
  AddSwarmCollectorRequest as AddBody,
  DomainHornetQuery,
  SaveSwarmCollectorRequest as SaveBody,
  SetCollectorStatusRequest,
  SwarmSeasonQuery,
} from '@beewatch/shared';
import { createAccessCode, getProfile, getProfiles, profilesRead, type Profile } from '../account/index.js';
import { ownDomain } from '../domains/index.js';
import { areaUnitAt, areaUnitPlace, geocodePostCode } from '../geo/index.js';
import type { Actor } from '../lib/actor.js';
import { batchGetTogether } from '../lib/dynamo.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../lib/errors.js';
import { roleOfUser, usersByEmail } from '../messages/index.js';
import { linesAndEstimates } from '../sites/index.js';
import {
  areasBasedIn,
  assignToCollector,
  countAlertsSince,
  defaultMember,
  getCollectionArea,
  getMember,
  getReport,
  membersRead,
  isAlertable,
  matchCollectors,
  putMember,
  removeCollector,
  renotifyByCoordinator,
  reportsOfDistrict,
  saveCollectionArea,
  type StoredArea,
  type StoredMember,
  type SwarmItem,
} from '../swarm/index.js';
import { queryHornetsNear, type StoredTracking } from '../tracking/index.js';

/**
 * The swarm coordinator's workspace (role-screens §4): every read and action is limited to the
 * coordinator's own Swarm Domain (domains/), a set of area units. Reports are read per unit (one
 * Query each on the report's district key), collectors by the district of their base (one Query
 * each); a swarm or a collector outside the domain answers 403.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Hornet records are looked for within this distance of each unit's centroid, then kept by unit. */
const HORNET_SEARCH_M = 8_000;
/** An invitation's access code works this many days, once. */
const INVITE_DAYS = 30;

/** The start of the swarm season: 1 March (UTC) of this year, or of last year before March. */
export function seasonStart(now = new Date()): Date {
  const year = now.getUTCMonth() >= 2 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, 2, 1));
}

interface CoordinatorDomain {
  name: string;
  units: DomainUnit[];
  has: (unit: string) => boolean;
}

async function domainOf(actor: Actor): Promise<CoordinatorDomain> {
  const d = await ownDomain(actor);
  const set = new Set(d.Units.map((u) => u.AreaUnit.toUpperCase()));
  return { name: d.Name, units: d.Units, has: (u) => set.has(u.trim().toUpperCase()) };
}

/** The domain's reports created at or after `sinceIso` (one Query per unit), newest first. */
async function reportsOf(domain: CoordinatorDomain, sinceIso: string): Promise<SwarmItem[]> {
  const perUnit = await Promise.all(domain.units.map((u) => reportsOfDistrict(u.AreaUnit, sinceIso)));
  return perUnit.flat().sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt));
}

/** Why a report needs the coordinator now (role-screens §4.1 thresholds), or null. */
export function needsActionOf(r: SwarmItem, now = new Date()): NeedsAction | null {
  const age = (iso: string) => now.getTime() - new Date(iso).getTime();
  const last = r.History.at(-1)?.At ?? r.CreatedAt;
  if (r.Status === SwarmStatus.Abandoned) return 'ReNotifyPending';
  if ((r.Status === SwarmStatus.New || r.Status === SwarmStatus.ReNotify) && r.Notified)
    return age(last) > NEEDS_ACTION_UNADOPTED_H * HOUR ? 'Unadopted' : null;
  if (r.Status === SwarmStatus.Adopted && r.AdoptedAt)
    return age(r.AdoptedAt) > NEEDS_ACTION_NO_OUTCOME_H * HOUR ? 'NoOutcome' : null;
  return null;
}

/** Which report, when, where and what kind of swarm: the fields every coordinator view of a report starts with. */
const swarmPlaceOf = (r: SwarmItem) => ({
  SwarmID: r.SwarmID,
  CreatedAt: r.CreatedAt,
  District: r.District,
  PlaceName: r.PlaceName,
  Latitude: r.Latitude,
  Longitude: r.Longitude,
  TypeOption: r.TypeOption,
});

function swarmRowOf(r: SwarmItem, now = new Date()): CoordinatorSwarm {
  return {
    ...swarmPlaceOf(r),
    Other: r.Other,
    BeeOption: r.BeeOption,
    Description: r.Description,
    Status: r.Status,
    Notified: r.Notified,
    NotifiedCount: r.NotifiedCount,
    AdoptedBy: r.AdoptedBy,
    AdoptedByName: r.AdoptedByName,
    AdoptedAt: r.AdoptedAt,
    Contact: {
      Name: r.Name,
      PostCode: r.PostCode,
      Address: r.Address,
      Address2: r.Address2,
      PhoneNo: r.PhoneNo,
    },
    NeedsAction: needsActionOf(r, now),
    History: r.History,
  };
}

/** The district an area is based in (its post code's unit; never the exact point). */
const districtOfArea = (a: Pick<StoredArea, 'Latitude' | 'Longitude' | 'PostCode'>) =>
  areaUnitAt(a.Latitude, a.Longitude, a.PostCode) ?? a.PostCode.toUpperCase();

function collectorOnMap(
  a: StoredArea,
  member: StoredMember | undefined,
  profile: Profile | undefined,
  now: Date,
): CollectorOnMap {
  const district = districtOfArea(a);
  const place = areaUnitPlace(district);
  const m = member ?? defaultMember(a.UserName);
  return {
    UserName: a.UserName,
    Name: profile?.FullName || a.UserName,
    District: district,
    PlaceName: place?.PlaceName ?? a.PlaceName,
    Latitude: place?.Latitude ?? a.Latitude,
    Longitude: place?.Longitude ?? a.Longitude,
    RadiusKm: a.RadiusKm,
    Status: m.Status,
    AvailableNow: isAlertable(m, now),
  };
}

/** The collectors based in the domain, with their member records and profiles. */
async function collectorsOf(domain: CoordinatorDomain) {
  const areas = (await Promise.all(domain.units.map((u) => areasBasedIn(u.AreaUnit)))).flat();
  const names = areas.map((a) => a.UserName);
  const [members, profiles] = await batchGetTogether(membersRead(names), profilesRead(names));
  return { areas, members, profiles };
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * beewatchagent/SwarmMapData: the domain's swarms of the last `days` days (and older ones that
 * still need action this season), its collectors with their radius circles, and the KPI strip.
 */
export async function swarmMapData(actor: Actor, days: number, now = new Date()): Promise<SwarmMapData> {
  const domain = await domainOf(actor);
  const periodStart = new Date(now.getTime() - days * DAY).toISOString();
  const season = seasonStart(now).toISOString();
  const from = periodStart < season ? periodStart : season;
  const [reports, collectors] = await Promise.all([reportsOf(domain, from), collectorsOf(domain)]);
  const rows = reports.map((r) => swarmRowOf(r, now));
  const shown = rows.filter((r) => r.CreatedAt >= periodStart || r.NeedsAction);
  const inSeason = reports.filter((r) => r.CreatedAt >= season);
  const onMap = collectors.areas.map((a) =>
    collectorOnMap(a, collectors.members.get(a.UserName), collectors.profiles.get(a.UserName), now),
  );
  const Kpis: SwarmKpis = {
    NewUnadopted: reports.filter((r) => r.Status === SwarmStatus.New || r.Status === SwarmStatus.ReNotify)
      .length,
    AwaitingOutcome: reports.filter((r) => r.Status === SwarmStatus.Adopted).length,
    SeasonSuccessful: inSeason.filter((r) => r.Status === SwarmStatus.Successful).length,
    SeasonUnsuccessful: inSeason.filter(
      (r) => r.Status === SwarmStatus.Unsuccessful || r.Status === SwarmStatus.Failed,
    ).length,
    MedianAdoptMinutes: median(
      inSeason.flatMap((r) => {
        const adopted = r.History.find((h) => h.Status === SwarmStatus.Adopted);
        return adopted ? [Math.round((Date.parse(adopted.At) - Date.parse(r.CreatedAt)) / 60_000)] : [];
      }),
    ),
    CollectorsAvailable: onMap.filter((c) => c.AvailableNow).length,
  };
  return { DomainName: domain.name, Units: domain.units, Swarms: shown, Collectors: onMap, Kpis };
}

/** A report of the domain, read consistently; 404 when missing, 403 outside the domain. */
async function domainReport(domain: CoordinatorDomain, id: string): Promise<SwarmItem> {
  const report = await getReport(id, true);
  if (!report) throw new NotFoundError(SwarmMsg.reportNotFound);
  if (!domain.has(report.District)) throw new ForbiddenError(CoordinationMsg.swarmOutsideDomain);
  return report;
}

/** beewatchagent/ReNotifySwarm: a new alert round to the covering collectors (swarm rules in swarm/). */
export async function reNotify(actor: Actor, id: string): Promise<CoordinatorSwarm> {
  const domain = await domainOf(actor);
  const report = await domainReport(domain, id);
  return swarmRowOf(await renotifyByCoordinator(report, actor.userName.toLowerCase()));
}

/** A collector based in the domain: their area; 404 when not a collector, 403 outside the domain. */
async function domainCollectorArea(domain: CoordinatorDomain, userName: string): Promise<StoredArea> {
  const area = await getCollectionArea(userName);
  if (!area) throw new NotFoundError(CoordinationMsg.notMember);
  if (!domain.has(districtOfArea(area))) throw new ForbiddenError(CoordinationMsg.collectorOutsideDomain);
  return { ...area, UserName: userName.toLowerCase() };
}

/** beewatchagent/AssignSwarm: sends a swarm of the domain to a named collector of the domain. */
export async function assign(actor: Actor, id: string, collector: string): Promise<CoordinatorSwarm> {
  const domain = await domainOf(actor);
  const report = await domainReport(domain, id);
  await domainCollectorArea(domain, collector);
  return swarmRowOf(await assignToCollector(report, collector, actor.userName.toLowerCase()));
}

/**
 * beewatchagent/SwarmCoverage: for each unit of the domain, the active collectors whose circle
 * covers its centroid (one matching Query per unit, as a report there would be matched), and the
 * season's reports and unadopted ones there.
 */
export async function coverage(actor: Actor, now = new Date()): Promise<SwarmCoverage> {
  const domain = await domainOf(actor);
  const [matches, reports] = await Promise.all([
    Promise.all(domain.units.map((u) => matchCollectors(u.Latitude, u.Longitude))),
    reportsOf(domain, seasonStart(now).toISOString()),
  ]);
  const names = [...new Set(matches.flatMap((m) => m.matched.map((c) => c.UserName)))];
  const [[members, profiles], areas] = await Promise.all([
    batchGetTogether(membersRead(names), profilesRead(names)),
    Promise.all(names.map(async (n) => ({ n, area: await getCollectionArea(n) }))),
  ]);
  const active = (n: string) => {
    const m = members.get(n);
    return !m || m.Status === 'Active';
  };
  const Units = domain.units.map((u, i) => {
    const here = reports.filter((r) => r.District.toUpperCase() === u.AreaUnit.toUpperCase());
    return {
      ...u,
      Collectors: matches[i]!.matched.map((c) => c.UserName).filter(active),
      SeasonReports: here.length,
      SeasonUnadopted: here.filter((r) => !r.History.some((h) => h.Status === SwarmStatus.Adopted)).length,
    };
  });
  const Collectors = areas.flatMap(({ n, area }) =>
    area ? [collectorOnMap({ ...area, UserName: n }, members.get(n), profiles.get(n), now)] : [],
  );
  return { DomainName: domain.name, Units, Collectors };
}

async function collectorOf(
  area: StoredArea,
  member: StoredMember | undefined,
  profile: Profile | undefined,
  seasonReports: SwarmItem[],
  now: Date,
): Promise<SwarmCollector> {
  const m = member ?? defaultMember(area.UserName);
  const me = area.UserName;
  const district = districtOfArea(area);
  const adoptedByMe = seasonReports.filter((r) =>
    r.History.some((h) => h.Status === SwarmStatus.Adopted && h.By === me),
  );
  return {
    UserName: me,
    Name: profile?.FullName || me,
    Email: profile?.Email ?? '',
    Phone: profile?.Mobile ?? null,
    PostCode: area.PostCode,
    District: district,
    PlaceName: areaUnitPlace(district)?.PlaceName ?? area.PlaceName,
    RadiusKm: area.RadiusKm,
    Availability: m.Availability,
    DndUntil: m.DndUntil,
    MaxHeight: m.MaxHeight,
    ExperienceYears: m.ExperienceYears,
    BbkaBasic: m.BbkaBasic,
    EquipmentConfirmed: m.EquipmentConfirmed,
    BbkaApproved: member ? m.BbkaApproved : Boolean(profile?.BBKAApprovedswarmcollector),
    InsurancePolicyNumber: member ? m.InsurancePolicyNumber : (profile?.InsurancePolicyNumber ?? ''),
    Insured: Boolean(member ? m.InsurancePolicyNumber : profile?.InsurancePolicyNumber),
    MembershipVerified: m.MembershipVerified,
    MembershipVerifiedOn: m.MembershipVerifiedOn,
    PublicPhone: m.PublicPhone,
    Consent: m.Consent,
    Notes: m.Notes,
    Status: m.Status,
    SuspendReason: m.SuspendReason,
    AvailableNow: isAlertable(m, now),
    Season: {
      Alerts: await countAlertsSince(me, seasonStart(now).toISOString()),
      Adopted: adoptedByMe.length,
      Successful: adoptedByMe.filter((r) => r.Status === SwarmStatus.Successful && r.AdoptedBy === me).length,
      UnsuccessfulOrAbandoned: seasonReports.filter(
        (r) =>
          r.AbandonedBy.includes(me) ||
          (r.AdoptedBy === me && (r.Status === SwarmStatus.Unsuccessful || r.Status === SwarmStatus.Failed)),
      ).length,
    },
    LastActive: profile?.LastLoginTime ?? null,
    UpdatedAt: member?.UpdatedAt || null,
  };
}

/** beewatchagent/SwarmCollectorList: the collectors based in the domain, by name. */
export async function collectorList(actor: Actor, now = new Date()): Promise<SwarmCollector[]> {
  const domain = await domainOf(actor);
  const [{ areas, members, profiles }, reports] = await Promise.all([
    collectorsOf(domain),
    reportsOf(domain, seasonStart(now).toISOString()),
  ]);
  const rows = await Promise.all(
    areas.map((a) => collectorOf(a, members.get(a.UserName), profiles.get(a.UserName), reports, now)),
  );
  return rows.sort((a, b) => a.Name.localeCompare(b.Name));
}

/** beewatchagent/GetSwarmCollector: one collector of the domain. */
export async function collector(actor: Actor, userName: string, now = new Date()): Promise<SwarmCollector> {
  const domain = await domainOf(actor);
  const area = await domainCollectorArea(domain, userName);
  const [member, profile, reports] = await Promise.all([
    getMember(area.UserName),
    getProfile(area.UserName),
    reportsOf(domain, seasonStart(now).toISOString()),
  ]);
  return collectorOf(area, member, profile, reports, now);
}

/** Geocodes a base post code and checks it lies in the domain (its district is a unit). */
async function baseInDomain(domain: CoordinatorDomain, postCode: string) {
  const place = await geocodePostCode(postCode);
  if (!place) throw new ValidationError(SwarmMsg.validPostCode);
  const unit = areaUnitAt(place.Latitude, place.Longitude, place.PostCode) ?? place.PostCode;
  if (!domain.has(unit)) throw new ValidationError(CoordinationMsg.baseOutsideDomain);
}

type Fields = Omit<z.output<typeof AddBody>, 'User'>;

function memberOf(
  userName: string,
  f: Fields,
  actor: Actor,
  now: Date,
  status?: StoredMember['Status'],
  reason?: string,
): StoredMember {
  return {
    UserName: userName.toLowerCase(),
    Availability: f.Availability,
    DndUntil: f.Availability === 'DoNotDisturb' ? (f.DndUntil ?? null) : null,
    MaxHeight: f.MaxHeight,
    ExperienceYears: f.ExperienceYears,
    BbkaBasic: f.BbkaBasic,
    EquipmentConfirmed: f.EquipmentConfirmed,
    BbkaApproved: f.BbkaApproved,
    InsurancePolicyNumber: f.InsurancePolicyNumber,
    MembershipVerified: f.MembershipVerified,
    MembershipVerifiedOn: f.MembershipVerified
      ? (f.MembershipVerifiedOn ?? now.toISOString().slice(0, 10))
      : null,
    PublicPhone: f.PublicPhone,
    Consent: f.Consent,
    Notes: f.Notes,
    Status: status ?? 'Active',
    SuspendReason: status === 'Suspended' ? (reason ?? '') : '',
    UpdatedAt: now.toISOString(),
    UpdatedBy: actor.userName.toLowerCase(),
  };
}

/** The user name a coordinator typed: a user name, or an email of one active account. */
async function userNamed(input: string): Promise<string> {
  if (input.includes('@')) {
    const users = await usersByEmail(input);
    if (users.length !== 1) throw new NotFoundError(CoordinationMsg.userNotFound);
    return users[0]!.UserName.toLowerCase();
  }
  return input.trim().toLowerCase();
}

/**
 * beewatchagent/AddSwarmCollector: an existing ProfessionalBeeKeeper (spec §6) becomes a
 * collector of the domain: their collection area is set to the base and radius (re-indexed for
 * matching at once) and the coordinator's record written. NotFoundError (no such user),
 * ValidationError (not a beekeeper, base outside the domain, unknown post code), ConflictError
 * (already recorded as a collector).
 */
export async function addCollector(
  actor: Actor,
  body: z.output<typeof AddBody>,
  now = new Date(),
): Promise<SwarmCollector> {
  const domain = await domainOf(actor);
  const userName = await userNamed(body.User);
  const role = await roleOfUser(userName);
  if (!role) throw new NotFoundError(CoordinationMsg.userNotFound);
  if (role !== 'ProfessionalBeeKeeper') throw new ValidationError(CoordinationMsg.notBeekeeper);
  await baseInDomain(domain, body.PostCode);
  if (await getMember(userName)) throw new ConflictError(CoordinationMsg.alreadyMember);
  await saveCollectionArea(userName, { PostCode: body.PostCode, RadiusKm: body.RadiusKm }, now);
  await putMember(memberOf(userName, body, actor, now));
  return collector(actor, userName, now);
}

/**
 * beewatchagent/SaveSwarmCollector: the coordinator's record and the collection area (base and
 * radius re-indexed at once; the new base must lie in the domain too).
 */
export async function saveCollector(
  actor: Actor,
  body: z.output<typeof SaveBody>,
  now = new Date(),
): Promise<SwarmCollector> {
  const domain = await domainOf(actor);
  const area = await domainCollectorArea(domain, body.UserName);
  await baseInDomain(domain, body.PostCode);
  await saveCollectionArea(area.UserName, { PostCode: body.PostCode, RadiusKm: body.RadiusKm }, now);
  await putMember(memberOf(area.UserName, body, actor, now, body.Status, body.SuspendReason));
  return collector(actor, area.UserName, now);
}

/** beewatchagent/SetSwarmCollectorStatus: suspend (no alerts from then on) or reactivate. */
export async function setStatus(
  actor: Actor,
  body: z.output<typeof SetCollectorStatusRequest>,
  now = new Date(),
): Promise<SwarmCollector> {
  const domain = await domainOf(actor);
  const area = await domainCollectorArea(domain, body.UserName);
  const m = (await getMember(area.UserName)) ?? defaultMember(area.UserName);
  await putMember({
    ...m,
    Status: body.Status,
    SuspendReason: body.Status === 'Suspended' ? body.Reason : '',
    UpdatedAt: now.toISOString(),
    UpdatedBy: actor.userName.toLowerCase(),
  });
  return collector(actor, area.UserName, now);
}

/** beewatchagent/RemoveSwarmCollector: the collector's area and record go; the account stays. */
export async function removeFromList(actor: Actor, userName: string): Promise<{ UserName: string }> {
  const domain = await domainOf(actor);
  const area = await domainCollectorArea(domain, userName);
  await removeCollector(area.UserName);
  return { UserName: area.UserName };
}

/** beewatchagent/InviteSwarmCollector: a one-use access code for a ProfessionalBeeKeeper account. */
export async function invite(actor: Actor, email: string, now = new Date()) {
  await domainOf(actor);
  const expiry = new Date(now.getTime() + INVITE_DAYS * DAY);
  expiry.setUTCHours(23, 59, 59, 999);
  const code = await createAccessCode(
    {
      RoleID: Role.ProfessionalBeeKeeper,
      ExpiryDate: expiry.toISOString(),
      MaxUses: 1,
      PurchaserEmail: email || null,
      CreatedBy: actor.userName,
    },
    now,
  );
  return { AccessCode: code.AccessCode, ExpiryDate: code.ExpiryDate };
}

/**
 * beewatchagent/SwarmSeason: the domain's reports between two days, filtered, without any
 * personal data of the reporter (district, place and the post code's centroid only), and the
 * count per district.
 */
export async function season(actor: Actor, q: z.output<typeof SwarmSeasonQuery>): Promise<SwarmSeasonData> {
  const domain = await domainOf(actor);
  const end = `${q.To}T23:59:59.999Z`;
  const statuses = q.Status ? new Set(q.Status.split(',').map(Number)) : null;
  const collector = q.Collector?.toLowerCase();
  const reports = (await reportsOf(domain, `${q.From}T00:00:00.000Z`)).filter(
    (r) =>
      r.CreatedAt <= end &&
      r.ImageState !== 'rejected' &&
      (!statuses || statuses.has(r.Status)) &&
      (!q.TypeOption || r.TypeOption === q.TypeOption) &&
      (!q.BeeOption || r.BeeOption === q.BeeOption) &&
      (!collector || r.AdoptedBy === collector || r.History.some((h) => h.By === collector)),
  );
  const counts = new Map<string, { District: string; PlaceName: string; Count: number }>();
  for (const r of reports) {
    const c = counts.get(r.District) ?? { District: r.District, PlaceName: r.PlaceName, Count: 0 };
    c.Count += 1;
    counts.set(r.District, c);
  }
  return {
    Swarms: reports.map((r) => ({
      ...swarmPlaceOf(r),
      BeeOption: r.BeeOption,
      Status: r.Status,
      AdoptedBy: r.AdoptedBy,
    })),
    Districts: [...counts.values()].sort((a, b) => b.Count - a.Count || a.District.localeCompare(b.District)),
  };
}

const firstNameOf = (s: string) => s.trim().split(/[\s._@-]+/)[0] || '—';

/**
 * beewatchagent/DomainHornetPaths: hornet records of the domain (nearest area unit in it) between
 * two days, with their flight lines and the nest estimates where lines cross; each source shown
 * by first name only (VespaDB's public tier). Radius Queries around each unit, no Scan.
 */
export async function hornetPaths(
  actor: Actor,
  q: z.output<typeof DomainHornetQuery>,
): Promise<DomainHornetData> {
  const domain = await domainOf(actor);
  const found = await Promise.all(
    domain.units.map((u) => queryHornetsNear(u.Latitude, u.Longitude, HORNET_SEARCH_M)),
  );
  const end = `${q.To}T23:59:59.999Z`;
  const byId = new Map<string, { record: StoredTracking; unit: string }>();
  for (const f of found.flatMap((x) => x.found)) {
    const r = f.item;
    if (byId.has(r.HornetTrackingID)) continue;
    const unit = areaUnitAt(r.Latitude, r.Longitude);
    if (!unit || !domain.has(unit)) continue;
    if (r.CreatedDate < `${q.From}T00:00:00.000Z` || r.CreatedDate > end) continue;
    byId.set(r.HornetTrackingID, { record: r, unit });
  }
  const all = [...byId.values()];
  const categories = new Map(all.map(({ record }) => [record.CategoryID, record.CategoryName]));
  const chosen = all.filter(({ record }) => !q.CategoryID || record.CategoryID === q.CategoryID);
  const profiles = await getProfiles([
    ...new Set(chosen.map(({ record }) => record.CreatedByUserName.toLowerCase())),
  ]);
  const { Lines, Estimates } = linesAndEstimates(chosen.map((c) => c.record));
  return {
    Units: domain.units,
    Hornets: chosen
      .map(({ record: r, unit }) => ({
        HornetTrackingID: r.HornetTrackingID,
        Latitude: r.Latitude,
        Longitude: r.Longitude,
        CompassDegree: r.CompassDegree,
        CreatedDate: r.CreatedDate,
        CategoryID: r.CategoryID,
        CategoryName: r.CategoryName,
        District: unit,
        SourceFirstName: firstNameOf(
          profiles.get(r.CreatedByUserName.toLowerCase())?.FName ||
            profiles.get(r.CreatedByUserName.toLowerCase())?.FullName ||
            r.CreatedByUserName,
        ),
      }))
      .sort((a, b) => b.CreatedDate.localeCompare(a.CreatedDate)),
    Lines,
    Estimates,
    Categories: [...categories].map(([CategoryID, CategoryName]) => ({ CategoryID, CategoryName })),
  };
}

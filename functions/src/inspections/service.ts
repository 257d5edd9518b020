import {
  CASE_ACTIVE_DAYS,
  CASE_RADIUS_M,
  INSPECTION_LIST_MAX,
  InspectionMsg,
  OVERDUE_AFTER_DAYS,
  caseDiseaseOf,
  standstillOpen,
  InspectionInput,
  InspectionListQuery,
  LiftStandstillRequest,
  RecordLabResultRequest,
  type ApiaryColony,
  type Domain,
  type FoulbroodCase,
  type Inspection,
  type InspectionColonyRow,
  type InspectionOutcome,
  type InspectorWorkspace,
  type SeasonFigures,
  type TracingList,
  type WorklistApiary,
} from '@beewatch/shared';
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import { getProfiles, type Profile } from '../account/index.js';
import { coloniesOfApiary, getColonies } from '../colonies/index.js';
import { ownDomain, ownDomainRead } from '../domains/index.js';
import { areaUnitAt, countyOfUnit, haversineMetres, queryRadius } from '../geo/index.js';
import type { Actor } from '../lib/actor.js';
import { batchGetTogether } from '../lib/dynamo.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../lib/errors.js';
import { env } from '../lib/env.js';
import { mapLimited } from '../lib/map-limited.js';
import { APIARY, StoredApiary, apiariesInUnit, apiaryRead } from '../sites/index.js';
import { recordHornetSeen } from './hornet.js';
import type { StoredInspection } from './inspection-entity.js';
import { getInspection, inspectionsOfUnit, lastInspectionOf, putInspection } from './repository.js';

const DAY_MS = 86_400_000;
/** Queries in flight at once when a domain's units are read. */
export const UNIT_CONCURRENCY = 8;
/** How far back the worklist reads a domain's inspections (last visit, overdue, cases), days. */
export const WORKLIST_HISTORY_DAYS = 5 * 365;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

/** The area units of the signed-in inspector's domain, and its name. @throws ForbiddenError for other roles. */
async function inspectorDomain(actor: Actor): Promise<{ name: string; units: Set<string> }> {
  checkInspector(actor);
  return inspectorView(await ownDomain(actor));
}

function checkInspector(actor: Actor) {
  if (actor.roleName !== 'BeeInspector') throw new ForbiddenError(InspectionMsg.notInspector);
}

const inspectorView = (domain: Domain) => ({
  name: domain.Name,
  units: new Set(domain.Units.map((u) => u.AreaUnit)),
});

/** The area unit of an apiary (its post code's district, else the nearest gazetteer unit). */
const unitOfApiary = (a: StoredApiary) => areaUnitAt(a.Latitude, a.Longitude, a.PostCode) ?? '';

/** An apiary of the caller's domain. @throws NotFoundError (no such apiary), ForbiddenError (outside the domain). */
async function domainApiary(actor: Actor, apiaryId: string) {
  checkInspector(actor);
  // The caller's domain and the apiary in one BatchGetItem.
  const [own, apiary] = await batchGetTogether(ownDomainRead(actor), apiaryRead(apiaryId));
  const domain = inspectorView(own);
  if (!apiary) throw new NotFoundError(InspectionMsg.apiaryNotFound);
  const unit = unitOfApiary(apiary);
  if (!domain.units.has(unit)) throw new ForbiddenError(InspectionMsg.outOfDomain);
  return { domain, apiary, unit };
}

/** An inspection of the caller's domain. @throws NotFoundError, ForbiddenError (outside the domain). */
async function domainInspection(actor: Actor, id: string) {
  const domain = await inspectorDomain(actor);
  const found = await getInspection(id);
  if (!found) throw new NotFoundError(InspectionMsg.inspectionNotFound);
  if (!domain.units.has(found.AreaUnit)) throw new ForbiddenError(InspectionMsg.outOfDomain);
  return { domain, inspection: found };
}

/**
 * inspector/ApiaryColonies: the colonies of an apiary of the caller's domain (its keeper's
 * colonies there, by name), for the per-colony rows; whether each has a QR label, never its token.
 * @throws NotFoundError, ForbiddenError (outside the domain, not an inspector).
 */
export async function apiaryColonies(actor: Actor, apiaryId: string): Promise<ApiaryColony[]> {
  const { apiary } = await domainApiary(actor, apiaryId);
  return (await coloniesOfApiary(apiary.OwnerUserName, apiary.ApiaryID)).map((c) => ({
    ColonyID: c.ColonyID,
    Name: c.Name,
    Status: c.Status,
    Labelled: Boolean(c.Token),
  }));
}

/**
 * The per-colony rows as stored: a row naming a colony by id must name one of the inspected
 * apiary's colonies, and carries that colony's current name; free-text rows are kept as typed.
 * A colony already on the stored record is kept as recorded (it may have moved since the visit).
 * One BatchGet of the colonies named. @throws ValidationError (a colony of another apiary, or none).
 */
async function checkedColonyRows(
  apiaryId: string,
  rows: readonly InspectionColonyRow[],
  recorded: readonly InspectionColonyRow[] = [],
): Promise<InspectionColonyRow[]> {
  const before = new Map(recorded.flatMap((r) => (r.ColonyID ? [[r.ColonyID, r.HiveName] as const] : [])));
  const ids = rows.flatMap((r) => (r.ColonyID && !before.has(r.ColonyID) ? [r.ColonyID] : []));
  const found = new Map((await getColonies(ids)).map((c) => [c.ColonyID, c]));
  return rows.map((r) => {
    if (!r.ColonyID) return r;
    const kept = before.get(r.ColonyID);
    if (kept !== undefined) return { ...r, HiveName: kept };
    const colony = found.get(r.ColonyID);
    if (!colony || colony.ApiaryID !== apiaryId) throw new ValidationError(InspectionMsg.colonyNotInApiary);
    return { ...r, HiveName: colony.Name };
  });
}

/**
 * The outcome of a record, from its findings (ours: derived, so it never disagrees with them):
 * a confirmed or suspected foulbrood is DiseaseFound, a notifiable pest found PestFound, a
 * sample still at the laboratory AwaitingLab, otherwise Clear.
 */
export function outcomeOf(
  i: Pick<
    Inspection,
    'AfbStatus' | 'EfbStatus' | 'ShbFound' | 'TropilaelapsFound' | 'SampleTaken' | 'LabResult'
  >,
): InspectionOutcome {
  if (caseDiseaseOf(i)) return 'DiseaseFound';
  if (i.SampleTaken && (!i.LabResult || i.LabResult === 'Pending')) return 'AwaitingLab';
  if (i.AfbStatus === 'Suspected' || i.EfbStatus === 'Suspected') return 'DiseaseFound';
  if (i.ShbFound || i.TropilaelapsFound) return 'PestFound';
  return 'Clear';
}

/**
 * inspector/SaveHiveInspection (spec §7.3): records a visit to an apiary of the caller's domain
 * or edits one. Rules beyond the body's: the visit is not in the future; a Closed record keeps
 * no open standstill; editing a Closed record needs EditReason (kept with the record). An Asian
 * hornet seen at the apiary creates, once, a tracking record for the controller (hornet.ts).
 * @throws NotFoundError (apiary or inspection), ForbiddenError (outside the domain, not an
 * inspector), ValidationError, ConflictError (saved meanwhile by someone else).
 */
export async function saveInspection(
  actor: Actor,
  input: z.output<typeof InspectionInput>,
  now = new Date(),
): Promise<Inspection> {
  const { apiary, unit } = await domainApiary(actor, input.ApiaryID);
  const today = dayOf(now);
  if (input.VisitDate > today) throw new ValidationError(InspectionMsg.visitInFuture);
  const existing = input.InspectionID ? await getInspection(input.InspectionID) : undefined;
  if (input.InspectionID && (!existing || existing.ApiaryID !== apiary.ApiaryID))
    throw new NotFoundError(InspectionMsg.inspectionNotFound);
  if (existing?.Status === 'Closed' && !input.EditReason?.trim())
    throw new ValidationError(InspectionMsg.editReasonRequired);
  const liftedDate = existing?.StandstillLiftedDate ?? null;
  if (input.Status === 'Closed' && input.StandstillServed && !liftedDate)
    throw new ValidationError(InspectionMsg.closeWithStandstill);
  const colonyRows = await checkedColonyRows(apiary.ApiaryID, input.ColonyRows, existing?.ColonyRows);

  const at = now.toISOString();
  const id = existing?.InspectionID ?? ulid();
  const { InspectionID: _id, EditReason, ...fields } = input;
  const draft: StoredInspection = {
    ...fields,
    InspectionID: id,
    ApiaryName: apiary.Name,
    AreaUnit: unit,
    County: countyOfUnit(unit) ?? unit,
    ApiaryLatitude: apiary.Latitude,
    ApiaryLongitude: apiary.Longitude,
    BeekeeperUserName: apiary.OwnerUserName,
    InspectorUserName: existing?.InspectorUserName ?? actor.userName,
    VisitTime: input.VisitTime ?? null,
    SampleRef: input.SampleTaken ? input.SampleRef : '',
    SampleType: input.SampleTaken ? input.SampleType : null,
    LabResult: input.SampleTaken ? (input.LabResult ?? 'Pending') : null,
    LabResultDate: input.SampleTaken ? input.LabResultDate : null,
    StandstillServedDate: input.StandstillServed ? input.StandstillServedDate : null,
    StandstillServedOn: input.StandstillServed ? input.StandstillServedOn : '',
    StandstillLiftedDate: input.StandstillServed ? liftedDate : null,
    StandstillLiftReason: input.StandstillServed ? (existing?.StandstillLiftReason ?? '') : '',
    ColonyRows: colonyRows,
    HornetTrackingID: existing?.HornetTrackingID ?? null,
    Outcome: 'Clear',
    NeighboursNotifiedAt: existing?.NeighboursNotifiedAt ?? null,
    NeighboursNotified: existing?.NeighboursNotified ?? 0,
    Edits:
      existing?.Status === 'Closed'
        ? [...existing.Edits, { At: at, By: actor.userName, Reason: EditReason!.trim() }]
        : (existing?.Edits ?? []),
    CreatedDate: existing?.CreatedDate ?? at,
    UpdatedDate: at,
    Generated: existing?.Generated ?? false,
  };
  draft.Outcome = outcomeOf(draft);
  // The hornet record first: if it cannot be written, the inspection is not saved either.
  if (draft.AsianHornetSeen && !draft.HornetTrackingID)
    draft.HornetTrackingID = await recordHornetSeen(actor, draft);
  if (!(await putInspection(draft, existing?.UpdatedDate)))
    throw new ConflictError(InspectionMsg.changedMeanwhile);
  return draft;
}

/** inspector/GetInspection: one record of the caller's domain. */
export async function inspectionOf(actor: Actor, id: string): Promise<Inspection> {
  return (await domainInspection(actor, id)).inspection;
}

/** A domain's inspections visited between two days, newest first: one Query per area unit. */
async function domainInspections(
  units: Iterable<string>,
  from: string,
  to: string,
): Promise<StoredInspection[]> {
  const lists = await mapLimited([...units], UNIT_CONCURRENCY, (u) => inspectionsOfUnit(u, from, to));
  return lists
    .flat()
    .sort((a, b) => (b.VisitDate + b.InspectionID).localeCompare(a.VisitDate + a.InspectionID));
}

/**
 * inspector/GetInspections (beeinspector/inspectionhistory): the domain's inspections in the date
 * range, filtered by reason, disease found (confirmed or suspected), notice open (standstill),
 * follow-up overdue, inspector (own or all) and apiary; newest first, at most INSPECTION_LIST_MAX.
 */
export async function listInspections(
  actor: Actor,
  q: z.output<typeof InspectionListQuery>,
  now = new Date(),
): Promise<Inspection[]> {
  const domain = await inspectorDomain(actor);
  const today = dayOf(now);
  const all = await domainInspections(domain.units, q.FromDate, q.ToDate);
  const me = actor.userName.toLowerCase();
  const found = (s: Inspection['AfbStatus']) => s !== 'None';
  const list = all
    .filter((i) => !q.Reason || i.Reason === q.Reason)
    .filter((i) => {
      if (!q.Disease) return true;
      if (q.Disease === 'AFB') return found(i.AfbStatus);
      if (q.Disease === 'EFB') return found(i.EfbStatus);
      return found(i.AfbStatus) || found(i.EfbStatus);
    })
    .filter((i) => !q.NoticeOpen || standstillOpen(i) === (q.NoticeOpen === 'true'))
    .filter(
      (i) =>
        !q.FollowUpOverdue ||
        (i.Status === 'Open' && !!i.FollowUpDue && i.FollowUpDue < today) === (q.FollowUpOverdue === 'true'),
    )
    .filter((i) => q.Inspector !== 'mine' || i.InspectorUserName.toLowerCase() === me)
    .filter((i) => !q.ApiaryID || i.ApiaryID === q.ApiaryID)
    .slice(0, INSPECTION_LIST_MAX);
  const profiles = await getProfiles([...new Set(list.map((i) => i.BeekeeperUserName))]);
  return list.map((i) => ({ ...i, BeekeeperName: keeperOf(profiles, i.BeekeeperUserName).name }));
}

/** The confirmed cases among inspections, one per apiary and disease (the latest), within the active year. */
function casesOf(list: readonly StoredInspection[], today: string): FoulbroodCase[] {
  const since = addDays(today, -CASE_ACTIVE_DAYS);
  const seen = new Set<string>();
  const out: FoulbroodCase[] = [];
  for (const i of list) {
    const disease = caseDiseaseOf(i);
    if (!disease || i.VisitDate < since || seen.has(`${i.ApiaryID}#${disease}`)) continue;
    seen.add(`${i.ApiaryID}#${disease}`);
    out.push(caseOf(i)!);
  }
  return out;
}

function caseOf(i: StoredInspection): FoulbroodCase | undefined {
  const disease = caseDiseaseOf(i);
  return disease
    ? {
        InspectionID: i.InspectionID,
        ApiaryID: i.ApiaryID,
        ApiaryName: i.ApiaryName,
        AreaUnit: i.AreaUnit,
        Disease: disease,
        Latitude: i.ApiaryLatitude,
        Longitude: i.ApiaryLongitude,
        VisitDate: i.VisitDate,
        StandstillOpen: standstillOpen(i),
        NeighboursNotifiedAt: i.NeighboursNotifiedAt,
      }
    : undefined;
}

/** Season figures (NBU report format) of the inspections of one calendar year. */
export function seasonFiguresOf(list: readonly StoredInspection[], season: number): SeasonFigures {
  const inSeason = list.filter((i) => i.VisitDate.startsWith(`${season}-`));
  const apiaries = (pred: (i: StoredInspection) => boolean) =>
    new Set(inSeason.filter(pred).map((i) => i.ApiaryID)).size;
  const sum = (f: (i: StoredInspection) => number) => inSeason.reduce((n, i) => n + f(i), 0);
  const afb = (i: StoredInspection) => caseDiseaseOf({ AfbStatus: i.AfbStatus, EfbStatus: 'None' }) !== null;
  const efb = (i: StoredInspection) => caseDiseaseOf({ AfbStatus: 'None', EfbStatus: i.EfbStatus }) !== null;
  return {
    Season: season,
    ApiariesVisited: apiaries(() => true),
    ColoniesInspected: sum((i) => i.ColoniesInspected),
    AfbApiaries: apiaries(afb),
    AfbColonies: sum((i) => (afb(i) ? i.AfbColonies : 0)),
    EfbApiaries: apiaries(efb),
    EfbColonies: sum((i) => (efb(i) ? i.EfbColonies : 0)),
    SamplesTaken: sum((i) => (i.SampleTaken ? 1 : 0)),
    StandstillsOpen: list.filter(standstillOpen).length,
  };
}

const keeperOf = (profiles: Map<string, Profile>, userName: string) => {
  const p = profiles.get(userName.toLowerCase());
  return { name: p?.FullName || userName, phone: p?.Mobile || null };
};

/**
 * beeinspector/DomainApiaries (role-screens §8.1): every apiary of the caller's domain with its
 * keeper (name, phone), last inspection, flags (standstill open, disease confirmed, within 3 km
 * of a case, overdue) and next due day; the domain's confirmed cases of the last year; the
 * season's figures. Two Queries per area unit (apiaries, inspections) and one BatchGet of
 * profiles — never a Scan.
 */
export async function domainWorkspace(actor: Actor, now = new Date()): Promise<InspectorWorkspace> {
  const domain = await inspectorDomain(actor);
  const today = dayOf(now);
  const units = [...domain.units];
  const [apiaryLists, inspections] = await Promise.all([
    mapLimited(units, UNIT_CONCURRENCY, async (u) => (await apiariesInUnit(u)).map((a) => ({ a, unit: u }))),
    domainInspections(units, addDays(today, -WORKLIST_HISTORY_DAYS), today),
  ]);
  const apiaries = apiaryLists.flat();
  const latest = new Map<string, StoredInspection>();
  for (const i of inspections) if (!latest.has(i.ApiaryID)) latest.set(i.ApiaryID, i);
  const openStandstill = new Set(inspections.filter(standstillOpen).map((i) => i.ApiaryID));
  const cases = casesOf(inspections, today);
  const profiles = await getProfiles([...new Set(apiaries.map(({ a }) => a.OwnerUserName))]);
  const rows: WorklistApiary[] = apiaries.map(({ a, unit }) => {
    const last = latest.get(a.ApiaryID);
    const keeper = keeperOf(profiles, a.OwnerUserName);
    const ownCase = cases.find((c) => c.ApiaryID === a.ApiaryID);
    const nextDue = last ? addDays(last.VisitDate, OVERDUE_AFTER_DAYS) : today;
    return {
      ApiaryID: a.ApiaryID,
      Name: a.Name,
      AreaUnit: unit,
      PostCode: a.PostCode ?? null,
      Latitude: a.Latitude,
      Longitude: a.Longitude,
      Colonies: a.Hives,
      BeekeeperUserName: a.OwnerUserName,
      BeekeeperName: keeper.name,
      BeekeeperPhone: keeper.phone,
      LastInspectionDate: last?.VisitDate ?? null,
      LastOutcome: last?.Outcome ?? null,
      StandstillOpen: openStandstill.has(a.ApiaryID),
      DiseaseConfirmed: ownCase?.Disease ?? null,
      NearCase: cases.some(
        (c) =>
          c.ApiaryID !== a.ApiaryID &&
          haversineMetres(c.Latitude, c.Longitude, a.Latitude, a.Longitude) <= CASE_RADIUS_M,
      ),
      Overdue: !last || nextDue <= today,
      NextDue: nextDue,
    };
  });
  rows.sort((x, y) => x.AreaUnit.localeCompare(y.AreaUnit) || x.Name.localeCompare(y.Name));
  return {
    DomainName: domain.name,
    Apiaries: rows,
    Cases: cases,
    Figures: seasonFiguresOf(inspections, now.getUTCFullYear()),
  };
}

/**
 * inspector/LiftStandstill (role-screens §8.3): the day the Standstill Notice was lifted and why.
 * @throws ValidationError (no open standstill, lifted before served or in the future).
 */
export async function liftStandstill(
  actor: Actor,
  body: z.output<typeof LiftStandstillRequest>,
  now = new Date(),
): Promise<Inspection> {
  const { inspection } = await domainInspection(actor, body.InspectionID);
  if (!standstillOpen(inspection)) throw new ValidationError(InspectionMsg.noStandstill);
  if (body.LiftedDate < (inspection.StandstillServedDate ?? '') || body.LiftedDate > dayOf(now))
    throw new ValidationError(InspectionMsg.liftBeforeServed);
  const next: StoredInspection = {
    ...inspection,
    StandstillLiftedDate: body.LiftedDate,
    StandstillLiftReason: body.Reason,
    UpdatedDate: now.toISOString(),
  };
  if (!(await putInspection(next, inspection.UpdatedDate)))
    throw new ConflictError(InspectionMsg.changedMeanwhile);
  return next;
}

/**
 * inspector/RecordLabResult: the laboratory's result of the inspection's sample. AFB or EFB
 * confirms that disease (LabConfirmed; at least one colony affected), so the case joins the map,
 * the tracing list and the beekeepers' alert band. @throws ValidationError (no sample taken).
 */
export async function recordLabResult(
  actor: Actor,
  body: z.output<typeof RecordLabResultRequest>,
  now = new Date(),
): Promise<Inspection> {
  const { inspection } = await domainInspection(actor, body.InspectionID);
  if (!inspection.SampleTaken) throw new ValidationError(InspectionMsg.noSample);
  if (body.LabResultDate < inspection.VisitDate || body.LabResultDate > dayOf(now))
    throw new ValidationError(InspectionMsg.labResultDateRequired);
  const next: StoredInspection = {
    ...inspection,
    LabResult: body.LabResult,
    LabResultDate: body.LabResultDate,
    UpdatedDate: now.toISOString(),
  };
  if (body.LabResult === 'AFB') {
    next.AfbStatus = 'LabConfirmed';
    next.AfbColonies = Math.max(1, next.AfbColonies);
  }
  if (body.LabResult === 'EFB') {
    next.EfbStatus = 'LabConfirmed';
    next.EfbColonies = Math.max(1, next.EfbColonies);
  }
  next.ColoniesInspected = Math.max(next.ColoniesInspected, next.AfbColonies, next.EfbColonies);
  next.ColoniesInApiary = Math.max(next.ColoniesInApiary, next.ColoniesInspected);
  next.Outcome = outcomeOf(next);
  if (!(await putInspection(next, inspection.UpdatedDate)))
    throw new ConflictError(InspectionMsg.changedMeanwhile);
  return next;
}

/** A confirmed case of the caller's domain. @throws ValidationError when the record is not one. */
export async function domainCase(actor: Actor, id: string) {
  const found = await domainInspection(actor, id);
  const c = caseOf(found.inspection);
  if (!c) throw new ValidationError(InspectionMsg.notCase);
  return { ...found, case: c };
}

/** Apiaries within 3 km of a case (the case's own apiary left out), nearest first: a radius search. */
export async function apiariesNearCase(c: FoulbroodCase) {
  const { found } = await queryRadius({
    tableName: env().SITE_TABLE,
    kind: APIARY,
    latitude: c.Latitude,
    longitude: c.Longitude,
    radiusM: CASE_RADIUS_M,
    parse: (i) => StoredApiary.parse(i),
  });
  return found.filter((f) => f.item.ApiaryID !== c.ApiaryID);
}

/**
 * inspector/TracingList (role-screens §8.1): the apiaries of the caller's domain within 3 km of a
 * confirmed case, nearest first, with keeper and last inspection — the visit list of a tracing
 * round; apiaries within 3 km outside the domain are only counted (their inspector traces them).
 */
export async function tracingList(actor: Actor, id: string): Promise<TracingList> {
  const { domain, case: c } = await domainCase(actor, id);
  const near = await apiariesNearCase(c);
  const inDomain = near.filter((f) => domain.units.has(unitOfApiary(f.item)));
  const profiles = await getProfiles(inDomain.map((f) => f.item.OwnerUserName));
  const lasts = await mapLimited(inDomain, UNIT_CONCURRENCY, (f) => lastInspectionOf(f.item.ApiaryID));
  return {
    Case: c,
    Apiaries: inDomain.map((f, n) => {
      const keeper = keeperOf(profiles, f.item.OwnerUserName);
      return {
        ApiaryID: f.item.ApiaryID,
        Name: f.item.Name,
        AreaUnit: unitOfApiary(f.item),
        DistanceM: Math.round(f.distanceM),
        Colonies: f.item.Hives,
        BeekeeperName: keeper.name,
        BeekeeperPhone: keeper.phone,
        LastInspectionDate: lasts[n]?.VisitDate ?? null,
      };
    }),
    OutsideDomain: near.length - inDomain.length,
  };
}

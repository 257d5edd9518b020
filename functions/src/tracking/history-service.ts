import {
  TrackingHistoryMsg,
  type TrackingHistoryCsvData,
  type TrackingHistoryQueryParsed,
  type TrackingHistoryRow,
} from '@beewatch/shared';
import { getProfiles } from '../account/index.js';
import { listCategories } from '../categories/index.js';
import { ownDomain } from '../domains/index.js';
import { listSends } from '../escalation/index.js';
import type { Actor } from '../lib/actor.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../lib/errors.js';
import { decodePageToken, encodePageToken } from '../lib/page-token.js';
import { listAreaRecords, listOwnRecords } from './history-repository.js';
import { foldForSort } from './keys.js';
import { getTracking, type StoredTracking } from './repository.js';
import { categoriesOf, csvRowOf } from './service.js';

/** The page token's scope name: a token continues only the list (scope, filters, sort) it came from. */
const tokenScope = (q: TrackingHistoryQueryParsed) =>
  `history:${q.Scope}:${q.CategoryID ?? ''}:${q.FromDate ?? ''}:${q.ToDate ?? ''}:${q.Search ?? ''}:${q.orderColumn}:${q.order}`;

const toUtc = (iso: string | null | undefined) => (iso ? new Date(iso).toISOString() : null);
const isOwn = (actor: Actor, r: StoredTracking) =>
  r.CreatedByUserName.toLowerCase() === actor.userName.toLowerCase();

/**
 * The records a list may show: the caller's own (byUser index), or for a swarm coordinator the
 * records placed in an area unit of their Swarm Domain (one byKind Query per unit).
 * @throws ForbiddenError when another role asks for a domain; ValidationError when none is assigned.
 */
async function readScope(actor: Actor, q: TrackingHistoryQueryParsed): Promise<StoredTracking[]> {
  const categoryId = q.CategoryID && q.CategoryID !== '0' ? q.CategoryID : null;
  const from = toUtc(q.FromDate);
  const to = toUtc(q.ToDate);
  if (q.Scope === 'Mine') return listOwnRecords(actor.userName, categoryId, from, to);
  if (actor.roleName !== 'SwarmCoordinator') throw new ForbiddenError(TrackingHistoryMsg.notCoordinator);
  const domain = await ownDomain(actor);
  if (domain.Units.length === 0) throw new ValidationError(TrackingHistoryMsg.noDomain);
  return listAreaRecords(
    domain.Units.map((u) => u.AreaUnit),
    categoryId,
    from,
    to,
  );
}

/** Search (case- and accent-folded) over the place and the notes. */
function matches(r: StoredTracking, search: string | null | undefined): boolean {
  const wanted = foldForSort(search);
  if (wanted === '~') return true;
  return foldForSort(`${r.LocationAddress ?? ''} ${r.Description}`).includes(wanted);
}

/** Orders records by the column as the controller's list does (Location folded, then date). */
function sorted(items: StoredTracking[], q: TrackingHistoryQueryParsed): StoredTracking[] {
  const key = (r: StoredTracking) =>
    q.orderColumn === 'Location'
      ? `${foldForSort(r.LocationAddress)}#${r.CreatedDate}#${r.HornetTrackingID}`
      : `${r.CreatedDate}#${r.HornetTrackingID}`;
  const dir = q.order === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * dir);
}

/** The first name of each uploader (profile FName, else the first word of the full name). */
async function firstNames(records: StoredTracking[]): Promise<Map<string, string>> {
  const names = [...new Set(records.map((r) => r.CreatedByUserName.toLowerCase()))];
  const profiles = await getProfiles(names);
  const out = new Map<string, string>();
  for (const name of names) {
    const p = profiles.get(name);
    const first = p?.FName?.trim() || p?.FullName.trim().split(/\s+/)[0];
    // A record without a portal account (imported data) keeps the first word of its source label.
    out.set(name, first || name.split(/[\s._@-]+/)[0] || '–');
  }
  return out;
}

/** The rows of a page: current category names, status from the escalation log, source in domain view. */
async function rowsOf(actor: Actor, q: TrackingHistoryQueryParsed, page: StoredTracking[]) {
  const [categories, sends, sources] = await Promise.all([
    listCategories(),
    Promise.all(page.map((r) => listSends(r.HornetTrackingID))),
    q.Scope === 'Domain' ? firstNames(page) : Promise.resolve(new Map<string, string>()),
  ]);
  const names = new Map(categories.map((c) => [c.CategoryID, c.Name]));
  return page.map((r, i): TrackingHistoryRow => {
    const { CreatedByUserName, ImageContentType: _type, AreaUnit: _unit, ...rest } = r;
    const escalated = sends[i]!.filter((s) => s.Status === 'sent').length;
    return {
      ...rest,
      CategoryName: names.get(r.CategoryID) ?? r.CategoryName,
      Source: q.Scope === 'Domain' ? (sources.get(CreatedByUserName.toLowerCase()) ?? null) : null,
      IsOwn: isOwn(actor, r),
      Status: escalated > 0 ? 'Escalated' : 'Uploaded',
      EscalatedCount: escalated,
    };
  });
}

/**
 * beewatchagent/FetchMyTrackingHistory (role-screens §9.1): a page of the caller's records (or
 * the coordinator's domain) for the filters and sort, with the total. The scope's records of the
 * date range are read by Query (at most 10,000), searched and sorted here, and paged by offset in
 * a NextToken bound to the query. @throws ValidationError (missing or foreign NextToken, no
 * domain), ForbiddenError (domain view for another role).
 */
export async function myTrackingHistory(
  actor: Actor,
  q: TrackingHistoryQueryParsed,
): Promise<{ rows: TrackingHistoryRow[]; total: number; nextToken: string | null }> {
  if (q.PageIndex > 1 && !q.NextToken)
    throw new ValidationError('NextToken is required for PageIndex above 1');
  const offset = q.NextToken ? Number(decodePageToken(q.NextToken, tokenScope(q)).offset) : 0;
  if (!Number.isInteger(offset) || offset < 0) throw new ValidationError('Invalid NextToken');
  const records = await readScope(actor, q);
  const all = sorted(
    records.filter((r) => matches(r, q.Search)),
    q,
  );
  const page = all.slice(offset, offset + q.RecordPerPage);
  const next = offset + page.length;
  return {
    rows: await rowsOf(actor, q, page),
    total: all.length,
    nextToken: next < all.length ? encodePageToken(tokenScope(q), { offset: String(next) }) : null,
  };
}

/**
 * The export of the tracking history ("Export my records", Reporting.csv's fields, spec §9): the
 * first RecordPerPage (≤ 10,000) records of the filters in the requested sort.
 */
export async function exportMyTrackingHistory(
  actor: Actor,
  q: TrackingHistoryQueryParsed,
): Promise<{ data: TrackingHistoryCsvData; total: number }> {
  const records = await readScope(actor, q);
  const all = sorted(
    records.filter((r) => matches(r, q.Search)),
    q,
  );
  const items = all.slice(0, q.RecordPerPage);
  const names = new Map((await listCategories()).map((c) => [c.CategoryID, c.Name]));
  return { data: { Categories: categoriesOf(items, names), Rows: items.map(csvRowOf) }, total: all.length };
}

/**
 * The record whose evidence the caller may open: their own upload, or for a swarm coordinator a
 * record placed in their domain. Anyone else gets NotFoundError, as for a missing record, so an
 * id alone (ids appear on public maps) opens no one's media.
 */
export async function viewableRecord(actor: Actor, id: string): Promise<StoredTracking> {
  const record = await getTracking(id);
  if (record && isOwn(actor, record)) return record;
  if (record?.AreaUnit && actor.roleName === 'SwarmCoordinator') {
    const units = new Set((await ownDomain(actor)).Units.map((u) => u.AreaUnit));
    if (units.has(record.AreaUnit.toUpperCase())) return record;
  }
  throw new NotFoundError(TrackingHistoryMsg.notFound);
}

import type {
  CategoryOption,
  TrackingCsvData,
  TrackingExportForm,
  TrackingPointsData,
  TrackingQueryParsed,
  TrackingRecord,
} from '@beewatch/shared';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { deleteMedia } from '../lib/uploads/media-store.js';
import { SORT_ATTRIBUTE, indexOf, type BucketedColumn } from './keys.js';
import { countedDays, planRange, type RangePlan } from './range-plan.js';
import { listTrackingBuckets } from './range-repository.js';
import { mediaKeysOf } from './media-keys.js';
import { decodePageToken, encodePageToken } from '../lib/page-token.js';
import { getCategory, listCategories } from '../categories/index.js';
import * as repo from './repository.js';
import type { StoredTracking } from './repository.js';

/** The API shape of a stored record (spec §3 "Tracking record"). */
export function toApi(record: StoredTracking): TrackingRecord {
  const { ImageContentType: _omit, ...rest } = record;
  return { ...rest, IsSelected: false };
}

const toUtc = (iso: string | null | undefined) => (iso ? new Date(iso).toISOString() : null);

function compare(column: TrackingQueryParsed['orderColumn'], a: StoredTracking, b: StoredTracking): number {
  const pick = (r: StoredTracking) =>
    column === 'Location'
      ? (r.LocationAddress ?? '~')
      : column === 'Source'
        ? r.CreatedByUserName
        : r.CreatedDate;
  return (
    pick(a).localeCompare(pick(b), 'en', { sensitivity: 'base' }) ||
    a.CreatedDate.localeCompare(b.CreatedDate)
  );
}

/** Current category names by id (records keep the name they were filed with). */
async function currentCategoryNames(): Promise<Map<string, string>> {
  return new Map((await listCategories()).map((c) => [c.CategoryID, c.Name]));
}

/** Shows each record under its category's current name. */
function withCurrentCategoryNames(records: StoredTracking[], names: Map<string, string>): TrackingRecord[] {
  return records.map((r) => ({ ...toApi(r), CategoryName: names.get(r.CategoryID) ?? r.CategoryName }));
}

export interface TrackingListResult {
  records: TrackingRecord[];
  total: number;
  nextToken: string | null;
}

/** Stored records of one read, before they take the API shape. */
interface StoredList {
  items: StoredTracking[];
  total: number;
  nextToken: string | null;
}

/** Exactly the SelectedIDx records in the requested order when given, else listPage. */
async function readRecords(q: TrackingQueryParsed): Promise<StoredList> {
  if (!q.SelectedIDx?.length) return listPage(q);
  const items = await repo.getTrackingBatch(q.SelectedIDx);
  items.sort((a, b) => compare(q.orderColumn, a, b) * (q.order === 'asc' ? 1 : -1));
  return { items, total: items.length, nextToken: null };
}

/**
 * FetchTrackingHistory (spec §7.1): a page of records for the filters and sort, or exactly
 * the SelectedIDx records in the requested order.
 * Throws ValidationError for an unknown category or a missing/foreign NextToken.
 */
export async function fetchTrackingHistory(q: TrackingQueryParsed): Promise<TrackingListResult> {
  // The names are read alongside the page, not after it: one round trip less in sequence.
  const [list, names] = await Promise.all([readRecords(q), currentCategoryNames()]);
  return {
    records: withCurrentCategoryNames(list.items, names),
    total: list.total,
    nextToken: list.nextToken,
  };
}

/**
 * The export of FetchTrackingHistory (spec §7.1: "the export fetches up to 10000 records with the
 * tracking query"; §9 Reporting.csv): the SelectedIDx records, or else the first RecordPerPage
 * records of the filters in the requested sort (the schema caps both at 10,000), read with the
 * list's own plan (index Queries page after page, never a Scan). `form` 'csv' gives the CSV's fields,
 * 'points' the map's; category names come once. `total` is how many records match (for the
 * query it may exceed the rows given). Lambda's response (the envelope inside API Gateway's
 * result) measured with the 602 real records repeated to 10,000: 2.1 MB (csv) and 2.3 MB
 * (points), against 5.6 MB for whole records, of the 6 MB limit (service.test.ts checks the
 * worst case). Throws ValidationError as fetchTrackingHistory does.
 */
export async function exportTrackingHistory(
  q: TrackingQueryParsed,
  form: TrackingExportForm,
): Promise<{ data: TrackingCsvData | TrackingPointsData; total: number }> {
  const [{ items, total }, names] = await Promise.all([readRecords(q), currentCategoryNames()]);
  const Categories = categoriesOf(items, names);
  if (form === 'points') {
    const Points = items.map(
      ({ HornetTrackingID, Latitude, Longitude, LocationAddress, CreatedDate, CategoryID }) => ({
        HornetTrackingID,
        Latitude,
        Longitude,
        LocationAddress,
        CreatedDate,
        CategoryID,
      }),
    );
    return { data: { Categories, Points }, total };
  }
  return { data: { Categories, Rows: items.map(csvRowOf) }, total };
}

/** Each category of `records` once: its current name (`names`), or the name the record stored when it is gone. */
export function categoriesOf(
  records: readonly StoredTracking[],
  names: ReadonlyMap<string, string>,
): Record<string, string> {
  const categories: Record<string, string> = {};
  for (const r of records) categories[r.CategoryID] ??= names.get(r.CategoryID) ?? r.CategoryName;
  return categories;
}

/** A record as a row of the compact CSV exports (Reporting.csv's fields, the category by id). */
export const csvRowOf = ({
  Latitude,
  Longitude,
  CompassDegree,
  CreatedDate,
  CategoryID,
  Description,
}: StoredTracking) => ({ Latitude, Longitude, CompassDegree, CreatedDate, CategoryID, Description });

/**
 * RecordPerPage records of the filters and sort from the index designed for them, with the
 * matching total from the counters. Throws ValidationError for an unknown category or a
 * missing/foreign NextToken.
 */
async function listPage(q: TrackingQueryParsed): Promise<StoredList> {
  const categoryId = q.CategoryID && q.CategoryID !== '0' ? q.CategoryID : null;
  if (categoryId && !(await getCategory(categoryId))) throw new ValidationError('Unknown category');
  const index = indexOf(Boolean(categoryId), q.orderColumn);
  if (q.PageIndex > 1 && !q.NextToken)
    throw new ValidationError('NextToken is required for PageIndex above 1');
  const from = toUtc(q.FromDate);
  const to = toUtc(q.ToDate);
  if ((from || to) && q.orderColumn !== 'Date')
    return rangePage(q, q.orderColumn, categoryId, from, to, index);
  const startKey = q.NextToken ? decodePageToken(q.NextToken, index) : undefined;
  const [page, total] = await Promise.all([
    repo.listTracking({
      categoryId,
      from,
      to,
      orderColumn: q.orderColumn,
      order: q.order,
      limit: q.RecordPerPage,
      startKey,
    }),
    repo.countTracking(categoryId, from, to),
  ]);
  return { items: page.items, total, nextToken: encodePageToken(index, page.lastKey) };
}

/**
 * A page of a date range sorted by Location or Source, by the cheapest plan for the range
 * (range-plan.ts) costed from the counters. Every plan continues after the previous page's
 * last sort key, so the token stays valid if records arriving between pages change the plan.
 */
async function rangePage(
  q: TrackingQueryParsed,
  column: BucketedColumn,
  categoryId: string | null,
  from: string | null,
  to: string | null,
  index: string,
): Promise<StoredList> {
  const tokenIndex = `${index}:range`;
  const after = q.NextToken ? decodePageToken(q.NextToken, tokenIndex).after : undefined;
  if (q.NextToken && after === undefined) throw new ValidationError('Invalid NextToken');
  const days = countedDays(from, to);
  // The months' day counters serve both the plan and the range's count of its whole days.
  const counters = repo.dayCounts(categoryId, days.first, days.last);
  const [inRange, total, dayCounts] = await Promise.all([
    repo.countTracking(categoryId, from, to, counters),
    repo.countTracking(categoryId),
    counters,
  ]);
  if (inRange === 0) return { items: [], total: 0, nextToken: null };
  const plan = planRange({ from, to, pageSize: q.RecordPerPage, inRange, total, dayCounts });
  const page = await readRangePage(plan, { q, column, categoryId, from, to, inRange, after });
  return {
    items: page.items,
    total: inRange,
    nextToken: page.after === undefined ? null : encodePageToken(tokenIndex, { after: page.after }),
  };
}

interface RangeRead {
  q: TrackingQueryParsed;
  column: BucketedColumn;
  categoryId: string | null;
  from: string | null;
  to: string | null;
  inRange: number;
  after: string | undefined;
}

async function readRangePage(
  plan: RangePlan,
  r: RangeRead,
): Promise<{ items: StoredTracking[]; after?: string }> {
  const limit = r.q.RecordPerPage;
  const sortKey = (record: StoredTracking) => String(repo.itemOf(record)[SORT_ATTRIBUTE[r.column]]);
  if (plan.kind === 'buckets')
    return listTrackingBuckets({ ...r, order: r.q.order, buckets: plan.buckets, limit });
  if (plan.kind === 'filter') {
    const page = await repo.listTracking({ ...r, orderColumn: r.column, order: r.q.order, limit });
    const last = page.items.at(-1);
    return { items: page.items, after: page.lastKey && last ? sortKey(last) : undefined };
  }
  const { items } = await repo.listTrackingRange(r.categoryId, r.from, r.to);
  const asc = r.q.order === 'asc';
  const rest = repo
    .sortRecords(items, r.column, r.q.order)
    .filter(
      (record) => r.after === undefined || (asc ? sortKey(record) > r.after : sortKey(record) < r.after),
    );
  const page = rest.slice(0, limit);
  return { items: page, after: rest.length > limit ? sortKey(page.at(-1)!) : undefined };
}

/** DeleteTrackingHistory: removes the record, its counters and its media. NotFoundError if absent. */
export async function deleteTrackingHistory(id: string): Promise<void> {
  const record = await repo.getTracking(id);
  if (!record || !(await repo.deleteTracking(record))) throw new NotFoundError('Tracking record not found');
  const keys = mediaKeysOf(record);
  if (keys.length === 0) return;
  try {
    await deleteMedia(keys);
  } catch (err) {
    // The record is gone; orphaned media is unreachable and kept by bucket versioning anyway.
    logger.warn('media delete failed', { id, err: (err as Error).message });
  }
}

/** SaveTrackingHistory: sets the description (already trimmed, ≤ 40). NotFoundError if absent. */
export async function saveTrackingDescription(id: string, description: string): Promise<void> {
  if (!(await repo.updateDescription(id, description))) throw new NotFoundError('Tracking record not found');
}

/** GetCategoryList: the categories for the filter, by name. */
export async function getCategoryList(): Promise<CategoryOption[]> {
  const categories = await listCategories();
  return categories.map(({ CategoryID, Name }) => ({ CategoryID, Name }));
}

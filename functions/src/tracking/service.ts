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
import { indexOf } from './keys.js';
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
async function withCurrentCategoryNames(records: StoredTracking[]): Promise<TrackingRecord[]> {
  const names = await currentCategoryNames();
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
  const list = await readRecords(q);
  return {
    records: await withCurrentCategoryNames(list.items),
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
  const { items, total } = await readRecords(q);
  const names = await currentCategoryNames();
  const Categories: Record<string, string> = {};
  for (const r of items) Categories[r.CategoryID] ??= names.get(r.CategoryID) ?? r.CategoryName;
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
  const Rows = items.map(({ Latitude, Longitude, CompassDegree, CreatedDate, CategoryID, Description }) => ({
    Latitude,
    Longitude,
    CompassDegree,
    CreatedDate,
    CategoryID,
    Description,
  }));
  return { data: { Categories, Rows }, total };
}

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
  if ((from || to) && q.orderColumn !== 'Date') {
    const planned = await sortedRangePage(q, categoryId, from, to, index);
    if (planned) return planned;
  }
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
 * A date range sorted by Location or Source has no index of its own: the date is a filter on
 * the sort's index, which reads about RecordPerPage × total / inRange items a page. When the
 * range is small it is cheaper to read the whole range from the date index and sort it here
 * (inRange items a page). The counters give both numbers, so the cheaper plan is chosen; the
 * worst case is then about √(RecordPerPage × total) items a page. Returns undefined when the
 * filtered index Query is the cheaper plan.
 */
async function sortedRangePage(
  q: TrackingQueryParsed,
  categoryId: string | null,
  from: string | null,
  to: string | null,
  index: string,
): Promise<StoredList | undefined> {
  const [inRange, total] = await Promise.all([
    repo.countTracking(categoryId, from, to),
    repo.countTracking(categoryId),
  ]);
  const filterCost = inRange > 0 ? (q.RecordPerPage * total) / inRange : Infinity;
  if (inRange > filterCost) return undefined;
  const tokenIndex = `${index}:sorted`;
  const offset = q.NextToken ? Number(decodePageToken(q.NextToken, tokenIndex).offset) : 0;
  if (!Number.isInteger(offset) || offset < 0) throw new ValidationError('Invalid NextToken');
  const { items } = await repo.listTrackingRange(categoryId, from, to);
  const page = repo.sortRecords(items, q.orderColumn, q.order).slice(offset, offset + q.RecordPerPage);
  const next = offset + page.length;
  return {
    items: page,
    total: inRange,
    nextToken: next < items.length ? encodePageToken(tokenIndex, { offset: String(next) }) : null,
  };
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

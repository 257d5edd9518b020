import {
  EXPORT_MAX_ROWS,
  PAGE_SIZE,
  type SortOrder,
  type TrackingExportForm,
  type TrackingOrderColumn,
  type TrackingQuery,
} from '@beewatch/shared';

/** The filters of the reporting screen as typed: dates are 'yyyy-MM-dd' from the date inputs, or ''. */
export interface TrackingFilters {
  categoryId: string;
  fromDate: string;
  toDate: string;
}

export interface TrackingSort {
  column: TrackingOrderColumn;
  order: SortOrder;
}

/** Where the next page starts: FetchTrackingHistory pages by key, so page n>1 needs page n-1's NextToken. */
export interface PageParam {
  pageIndex: number;
  nextToken: string | null;
}

export const EMPTY_FILTERS: TrackingFilters = { categoryId: '', fromDate: '', toDate: '' };
/** Spec §2.7: newest first until the user sorts. */
export const DEFAULT_SORT: TrackingSort = { column: 'Date', order: 'desc' };

function localDay(value: string, end: boolean): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const date = end ? new Date(y, mo, d, 23, 59, 59, 999) : new Date(y, mo, d, 0, 0, 0, 0);
  return date.toISOString();
}

/** Start of a chosen local day as an ISO instant (null for no date). */
export const startOfLocalDay = (value: string) => localDay(value, false);
/** End (last millisecond) of a chosen local day as an ISO instant (null for no date). */
export const endOfLocalDay = (value: string) => localDay(value, true);

/** The filter fields of a FetchTrackingHistory body. */
function filterFields(filters: TrackingFilters) {
  return {
    CategoryID: filters.categoryId,
    FromDate: startOfLocalDay(filters.fromDate),
    ToDate: endOfLocalDay(filters.toDate),
  };
}

/** The FetchTrackingHistory body for one page of the list. */
export function buildTrackingQuery(
  filters: TrackingFilters,
  sort: TrackingSort,
  page: PageParam,
): TrackingQuery {
  return {
    PageIndex: page.pageIndex,
    RecordPerPage: PAGE_SIZE,
    ...filterFields(filters),
    orderColumn: sort.column,
    order: sort.order,
    NextToken: page.nextToken,
  };
}

/**
 * What Export Selected and Map Selected work on: the checked records, or every record matching
 * the list's filters ('select all N matching records'), the first `count` of them in the sort.
 */
export type SelectionScope =
  { kind: 'ids'; ids: string[] } | { kind: 'matching'; filters: TrackingFilters; count: number };

/** How many matching records a 'select all matching' takes: the list's total, at most 10,000 (spec §9). */
export const matchingCount = (total: number) => Math.min(total, EXPORT_MAX_ROWS);

/**
 * The FetchTrackingHistory body of an export (spec §7.1: the export fetches up to 10,000 records
 * with the tracking query): the checked ids, or the filters with the matching count, in `sort`.
 */
export function buildExportQuery(
  scope: SelectionScope,
  sort: TrackingSort,
  form: TrackingExportForm,
): TrackingQuery {
  const order = { orderColumn: sort.column, order: sort.order, Export: form };
  if (scope.kind === 'ids') {
    const ids = scope.ids.slice(0, EXPORT_MAX_ROWS);
    return { PageIndex: 1, RecordPerPage: Math.max(ids.length, 1), SelectedIDx: ids, ...order };
  }
  return {
    PageIndex: 1,
    RecordPerPage: Math.max(1, matchingCount(scope.count)),
    ...filterFields(scope.filters),
    ...order,
  };
}

/** The sort after clicking a header: the same column flips, a new column starts ascending. */
export function nextSort(current: TrackingSort, column: TrackingOrderColumn): TrackingSort {
  if (current.column === column) return { column, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { column, order: 'asc' };
}

import type { TrackingOrderColumn } from '@beewatch/shared';

/**
 * Key design of the tracking table (infra/lib/tables.ts). Index names by filter (all /
 * category) and sort column; sort keys end with `#<id>` so equal values keep a stable order.
 */
export const ALL_PARTITION = 'TRACK';
/** `cell` kind of tracking records on the byCell index (the geohash radius search, geo/cells.ts). */
export const HORNET_CELL_KIND = 'HORNET';

/** Name of the GSI serving a category filter (or none) and a sort column. */
export function indexOf(byCategory: boolean, column: TrackingOrderColumn): string {
  const scope = byCategory ? 'cat' : 'all';
  return `${scope}By${column}`;
}

/** Attribute holding the sort key of a column in every index. */
export const SORT_ATTRIBUTE: Record<TrackingOrderColumn, 'sDate' | 'sLoc' | 'sSrc'> = {
  Date: 'sDate',
  Location: 'sLoc',
  Source: 'sSrc',
};

/**
 * Case- and accent-folded text for sorting (DynamoDB compares UTF-8 bytes): 'Genève' sorts
 * with 'geneve'. An empty value becomes '~' so records without an address sort last ascending.
 */
export function foldForSort(text: string | null | undefined): string {
  const folded = (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/#/g, ' ').trim();
  return folded || '~';
}

/**
 * Time buckets of the Location and Source range indexes: a record sits in the bucket of its
 * UTC day and of its UTC month, so a date range sorted by address or creator is read as a few
 * bucket Queries merged by the sort key (range-plan.ts), each bucket sorted like the full index.
 */
export type BucketResolution = 'Day' | 'Month';
/** Columns with time-bucketed indexes (a Date sort keys the range itself). */
export type BucketedColumn = Exclude<TrackingOrderColumn, 'Date'>;

/** The bucket of an ISO instant or day: `yyyy-mm-dd` (Day) or `yyyy-mm` (Month), UTC. */
export const bucketOf = (resolution: BucketResolution, iso: string) =>
  iso.slice(0, resolution === 'Day' ? 10 : 7);

/** Attribute holding a record's bucket partition, by filter scope and resolution. */
export const BUCKET_ATTRIBUTE: Record<'all' | 'cat', Record<BucketResolution, string>> = {
  all: { Day: 'gAllDay', Month: 'gAllMonth' },
  cat: { Day: 'gCatDay', Month: 'gCatMonth' },
};

/** Partition value of a bucket: `D#2024-06-15` / `M#2024-06`, prefixed `CAT#<id>#` for a category. */
export function bucketPartition(categoryId: string | null, resolution: BucketResolution, bucket: string) {
  const tail = `${resolution === 'Day' ? 'D' : 'M'}#${bucket}`;
  return categoryId ? `${categoryPartition(categoryId)}#${tail}` : tail;
}

/** Name of the GSI of a bucket resolution, filter scope and column, e.g. `catByLocationPerDay`. */
export const bucketIndexOf = (byCategory: boolean, column: BucketedColumn, resolution: BucketResolution) =>
  `${indexOf(byCategory, column)}Per${resolution}`;

export const recordKey = (id: string) => ({ pk: `TRACK#${id}`, sk: 'TRACK' });

/** Index of a user's own records (tracking history), partition `gUser`, sorted by sDate. */
export const USER_INDEX = 'byUser';
/** byUser partition of the records a user uploaded (user names are case-insensitive). */
export const userPartition = (userName: string) => `USER#${userName.toLowerCase()}`;
/** byKind partition of the records whose place lies in an area unit (a domain's records). */
export const areaKind = (unit: string) => `TRACKAREA#${unit.toUpperCase()}`;
export const categoryKey = (id: string) => ({ pk: `CATEGORY#${id}`, sk: 'CATEGORY' });
export const categoryPartition = (id: string) => `CAT#${id}`;

/** Counter partitions: all records, or one category. */
export const counterPartition = (categoryId?: string | null) =>
  categoryId ? `COUNT#CAT#${categoryId}` : 'COUNT#ALL';
/** Counter items of a partition: the total, and one per UTC day (`yyyy-mm-dd`) of CreatedDate. */
export const TOTAL_SK = 'TOTAL';
/** The total counter of all records, or of one category's. */
export const counterTotalKey = (categoryId?: string | null) => ({
  pk: counterPartition(categoryId),
  sk: TOTAL_SK,
});
export const dayCounterSk = (day: string) => `DAY#${day}`;
/** UTC day of an ISO instant, `yyyy-mm-dd`. */
export const dayOf = (iso: string) => iso.slice(0, 10);
/**
 * The counter items a record counts in: the total and its CreatedDate's UTC day, of all records
 * and of its category.
 */
export const counterKeysOf = (record: { CategoryID?: string | null; CreatedDate: string }) =>
  [counterPartition(null), counterPartition(record.CategoryID)].flatMap((pk) =>
    [TOTAL_SK, dayCounterSk(dayOf(record.CreatedDate))].map((sk) => ({ pk, sk })),
  );

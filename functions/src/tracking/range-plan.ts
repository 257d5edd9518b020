import { bucketOf, type BucketResolution } from './keys.js';

/**
 * How a date range sorted by Location or Source is read. No single index keys on both the date
 * and the address (or creator), so three plans compete, each costed in items read per page
 * from the day counters (keys.ts) before any record is read:
 *
 * - `filter`: the sort's full index with the date as a FilterExpression; reads about
 *   pageSize × total / inRange items a page (good when the range holds most records);
 * - `sorted`: the whole range from the date index, sorted here; reads inRange items a page
 *   (good for a handful of records);
 * - `buckets`: the range covered by UTC day and month buckets of the range indexes, one Query
 *   each from the page's cursor, merged by the sort key; reads about pageSize × covered /
 *   inRange items plus one look-ahead item a bucket (`covered` counts the bucket records
 *   outside the range, which a partly covered bucket filters out); a thin edge slice of a day
 *   is cheaper read whole from the date index and sorted (its in-range records only).
 *
 * Each month of the range is covered either by its month bucket or by its day buckets,
 * whichever costs fewer items read; so a day range reads one or two day buckets, a month
 * range its month (and an edge day), a year range twelve months and an edge day.
 */
export type RangePlan =
  | { kind: 'filter'; cost: number }
  | { kind: 'sorted'; cost: number }
  | { kind: 'buckets'; cost: number; buckets: Bucket[] };

/** One bucket Query of the `buckets` plan. */
export interface Bucket {
  resolution: BucketResolution;
  /** `yyyy-mm-dd` or `yyyy-mm` (UTC). */
  bucket: string;
  /** Records in the bucket (day counters), in and out of the range. */
  records: number;
  /** True when the bucket reaches outside the range, so its Query filters on CreatedDate. */
  partial: boolean;
  /** Share of the bucket's time span inside the range (0..1): the expected share of its records that pass. */
  share: number;
  /**
   * A thin slice of a day (an edge of the range): its few in-range records are read whole from
   * the date index and sorted here, cheaper than filtering the day's bucket in sort order.
   */
  slice: boolean;
}

export interface RangePlanInput {
  /** Inclusive ISO instants (UTC); null for an open end. */
  from: string | null;
  to: string | null;
  pageSize: number;
  /** Records in the range (exact), and in the filter overall. */
  inRange: number;
  total: number;
  /** Records per UTC day (`yyyy-mm-dd`) of every month the range touches (day counters). */
  dayCounts: ReadonlyMap<string, number>;
}

const monthStart = (month: string) => `${month}-01T00:00:00.000Z`;
const monthEnd = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10)}T23:59:59.999Z`;
};

/** The first and last UTC day whose counters the plan needs: the whole months the range touches. */
export function countedDays(from: string | null, to: string | null): { first: string; last: string } {
  return {
    first: from ? monthStart(bucketOf('Month', from)).slice(0, 10) : '0000-01-01',
    last: to ? monthEnd(bucketOf('Month', to)).slice(0, 10) : '9999-12-31',
  };
}

/** True when [start, end] reaches outside [from, to]. */
const reachesOutside = (start: string, end: string, from: string | null, to: string | null) =>
  Boolean((from && start < from) || (to && end > to));

/** Share of [start, end] (ISO instants) inside [from, to], by time. */
function shareInside(start: string, end: string, from: string | null, to: string | null): number {
  const a = Date.parse(start);
  const b = Date.parse(end) + 1;
  const lo = Math.max(a, from ? Date.parse(from) : a);
  const hi = Math.min(b, to ? Date.parse(to) + 1 : b);
  return Math.max(0, hi - lo) / (b - a);
}

/** A bucket of [start, end] with its cost in items read a page: filtered in sort order, or (a day) sliced. */
function costedBucket(
  resolution: Bucket['resolution'],
  bucket: string,
  records: number,
  [start, end]: [string, string],
  { from, to }: { from: string | null; to: string | null },
  perRecord: number,
): { bucket: Bucket; cost: number } {
  const partial = reachesOutside(start, end, from, to);
  const share = partial ? shareInside(start, end, from, to) : 1;
  const filtered = records * perRecord + 1;
  const sliced = records * share;
  const slice = resolution === 'Day' && partial && sliced < filtered;
  return {
    bucket: { resolution, bucket, records, partial, share, slice },
    cost: slice ? Math.max(1, sliced) : filtered,
  };
}

/**
 * The cheapest covering of [from, to] by day and month buckets, and its cost in items read per
 * page (pageSize × covered / inRange + one look-ahead item per bucket). Days without records
 * get no bucket.
 */
export function coverRange(input: RangePlanInput): { buckets: Bucket[]; cost: number } {
  const { from, to, pageSize, inRange, dayCounts } = input;
  const perRecord = pageSize / Math.max(1, inRange);
  const firstDay = from?.slice(0, 10) ?? '0000-01-01';
  const lastDay = to?.slice(0, 10) ?? '9999-12-31';
  const months = new Map<string, { records: number; days: { bucket: Bucket; cost: number }[] }>();
  for (const [day, records] of [...dayCounts].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (records <= 0) continue;
    const month = bucketOf('Month', day);
    const entry = months.get(month) ?? { records: 0, days: [] };
    entry.records += records;
    if (day >= firstDay && day <= lastDay)
      entry.days.push(
        costedBucket('Day', day, records, [`${day}T00:00:00.000Z`, `${day}T23:59:59.999Z`], input, perRecord),
      );
    months.set(month, entry);
  }
  const buckets: Bucket[] = [];
  let cost = 0;
  for (const [month, { records, days }] of months) {
    if (days.length === 0) continue;
    const whole = costedBucket(
      'Month',
      month,
      records,
      [monthStart(month), monthEnd(month)],
      input,
      perRecord,
    );
    const daysCost = days.reduce((sum, d) => sum + d.cost, 0);
    if (whole.cost < daysCost) {
      buckets.push(whole.bucket);
      cost += whole.cost;
    } else {
      buckets.push(...days.map((d) => d.bucket));
      cost += daysCost;
    }
  }
  return { buckets, cost };
}

/** The cheapest plan for a page of a date range sorted by Location or Source (see RangePlan). */
export function planRange(input: RangePlanInput): RangePlan {
  const { pageSize, inRange, total } = input;
  const filter: RangePlan = { kind: 'filter', cost: inRange > 0 ? (pageSize * total) / inRange : Infinity };
  const sorted: RangePlan = { kind: 'sorted', cost: inRange };
  const cover = coverRange(input);
  const buckets: RangePlan = { kind: 'buckets', ...cover };
  return [sorted, buckets, filter].reduce((best, plan) => (plan.cost < best.cost ? plan : best));
}

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SortOrder } from '@beewatch/shared';
import { documentClient } from '../lib/aws.js';
import { env } from '../lib/env.js';
import {
  BUCKET_ATTRIBUTE,
  SORT_ATTRIBUTE,
  bucketIndexOf,
  bucketPartition,
  type BucketedColumn,
} from './keys.js';
import type { Bucket } from './range-plan.js';
import { itemOf, listTrackingRange, recordOfItem, sortRecords, type StoredTracking } from './repository.js';

export interface BucketListOptions {
  categoryId: string | null;
  column: BucketedColumn;
  order: SortOrder;
  /** Inclusive ISO instants; partial buckets filter on CreatedDate. */
  from: string | null;
  to: string | null;
  buckets: Bucket[];
  /** Records in the range (for each bucket's share of a page). */
  inRange: number;
  limit: number;
  /** Sort key value of the previous page's last record (exclusive), or none for the first page. */
  after?: string;
}

export interface BucketPage {
  items: StoredTracking[];
  /** Sort key value of the last record, to continue from; undefined at the end. */
  after?: string;
  /** Items DynamoDB evaluated (ScannedCount) over all bucket Queries, and the Queries made. */
  itemsRead: number;
  queries: number;
}

interface Cursor {
  bucket: Bucket;
  /** Records read and not yet taken, in page order. */
  buffer: { record: StoredTracking; key: string }[];
  startKey?: Record<string, unknown>;
  /** No item of the bucket is left after the cursor. */
  exhausted: boolean;
  /**
   * Sort key up to which the bucket has been read (its LastEvaluatedKey, or the bound of a
   * bounded Query that ran dry): every item of it at or before this key is buffered or taken.
   * Undefined until its first Query.
   */
  frontier?: string;
  /** The frontier is where a group's run of in-range records starts (a jump landed there, see jumpPast). */
  atRunStart?: boolean;
  /** Doubles on each unbounded Query of the bucket, which evaluates `growth` × its expected share of the records missing. */
  growth: number;
}

/** Items a bounded Query evaluates at most (the bound, not this, usually ends it). */
const BOUNDED_LIMIT = 200;

/**
 * One page of a date range sorted by Location or Source, merged from time-bucket Queries
 * (range-plan.ts). First every bucket is read from the page cursor, a few items each (its
 * expected share of the page). Then the smallest (asc) or largest (desc) buffered head is taken
 * until the page is full; a bucket whose buffer ran dry is read again only when the next head
 * lies past its frontier (so it might hold an earlier record), and then only up to a bound: the
 * key of the n-th buffered item, n being the records still missing (the page cannot end after
 * it), or the last buffered key when fewer are buffered. Sort keys are unique (`…#date#id`), so
 * the page cursor is one value.
 */
export async function listTrackingBuckets(opts: BucketListOptions): Promise<BucketPage> {
  const scope = opts.categoryId ? 'cat' : 'all';
  const sortAttr = SORT_ATTRIBUTE[opts.column];
  const asc = opts.order === 'asc';
  const before = (a: string, b: string) => (asc ? a < b : a > b);
  const cursors: Cursor[] = opts.buckets.map((bucket) => ({
    bucket,
    buffer: [],
    exhausted: false,
    growth: 1,
  }));
  /**
   * Items an unbounded Query of `bucket` evaluates for `need` records still missing: its expected
   * share of them; a partial bucket evaluates those it expects to pass and one more, as its
   * out-of-range records may come in long runs (see jumpPast) it would skip.
   */
  const readAhead = ({ bucket, growth }: Cursor, need: number) => {
    const expected = (bucket.records * need) / Math.max(1, opts.inRange);
    return (
      growth * (bucket.partial ? Math.ceil(expected * bucket.share) + 1 : Math.max(1, Math.ceil(expected)))
    );
  };
  let itemsRead = 0;
  let queries = 0;

  /** A day's thin edge slice: its in-range records, read whole from the date index, in page order. */
  const fillSlice = async (cursor: Cursor) => {
    const dayStart = `${cursor.bucket.bucket}T00:00:00.000Z`;
    const dayEnd = `${cursor.bucket.bucket}T23:59:59.999Z`;
    const from = opts.from && opts.from > dayStart ? opts.from : dayStart;
    const to = opts.to && opts.to < dayEnd ? opts.to : dayEnd;
    const { items, itemsRead: read, queries: made } = await listTrackingRange(opts.categoryId, from, to);
    itemsRead += read;
    queries += made;
    for (const record of sortRecords(items, opts.column, opts.order)) {
      const key = String(itemOf(record)[sortAttr]);
      if (opts.after === undefined || before(opts.after, key)) cursor.buffer.push({ record, key });
    }
    cursor.exhausted = true;
  };

  /**
   * Where a partial bucket's next read may start when its last evaluated key lies outside the
   * range. A sort key is `<address or creator>#<CreatedDate>#<id>`, so within one address (or
   * creator) the records run by date and the range's records are one run of keys: a read that
   * stopped before that run jumps to its start, one that stopped after it jumps to the next
   * address. Without this, a day the range covers for two hours costs the whole first address
   * of that day (every record of it evaluated and filtered out). Undefined: read on from the key.
   * `intoRun`: the jump lands at the start of the group's in-range run (not at the next group).
   */
  const jumpPast = (key: string): { to: string; intoRun: boolean } | undefined => {
    const cut = key.indexOf('#');
    const group = key.slice(0, cut);
    const date = key.slice(cut + 1, key.lastIndexOf('#'));
    const early = opts.from !== null && date < opts.from;
    const late = opts.to !== null && date > opts.to;
    // '#' never occurs in folded text, so `${group}#` precedes every key of the group and
    // `${group}#~` follows them, and no other group's key falls between either and the group.
    if (asc && early) return { to: `${group}#${opts.from}`, intoRun: true };
    if (asc && late) return { to: `${group}#~`, intoRun: false };
    if (!asc && late) return { to: `${group}#${opts.to}#~`, intoRun: true };
    if (!asc && early) return { to: `${group}#`, intoRun: false };
    return undefined;
  };

  /** Reads a bucket on from its cursor: up to `bound` when given, else its read-ahead. */
  const fill = async (cursor: Cursor, bound: string | undefined, need: number) => {
    if (cursor.bucket.slice) return fillSlice(cursor);
    const { resolution, bucket, partial } = cursor.bucket;
    const names: Record<string, string> = { '#p': BUCKET_ATTRIBUTE[scope][resolution] };
    const values: Record<string, unknown> = {
      ':p': bucketPartition(opts.categoryId, resolution, bucket),
    };
    // The bucket is read on after its frontier (or, on its first read, after the page cursor):
    // from its ExclusiveStartKey when its last Query stopped at Limit, otherwise by the key
    // condition alone (the frontier is then a bound, a key of another bucket, never of this one).
    const start = cursor.frontier ?? opts.after;
    let keyCondition = '#p = :p';
    if (bound !== undefined && start !== undefined) {
      // Every bucket has been read once before a bound is set, so its frontier starts the range.
      names['#s'] = sortAttr;
      values[':start'] = start;
      values[':bound'] = bound;
      keyCondition += asc ? ' AND #s BETWEEN :start AND :bound' : ' AND #s BETWEEN :bound AND :start';
    } else if (start !== undefined && !cursor.startKey) {
      names['#s'] = sortAttr;
      values[':start'] = start;
      keyCondition += ` AND #s ${asc ? '>' : '<'} :start`;
    }
    // At the start of an in-range run (see jumpPast) every record passes: read the records still
    // missing and one to look past them. Otherwise a bounded read takes the records still missing,
    // more as a partial bucket filters some out, and an unbounded one its read-ahead.
    const runStart = cursor.atRunStart === true && !cursor.startKey;
    const filters: string[] = [];
    if (partial && opts.from) {
      values[':from'] = opts.from;
      filters.push('CreatedDate >= :from');
    }
    if (partial && opts.to) {
      values[':to'] = opts.to;
      filters.push('CreatedDate <= :to');
    }
    const out = await documentClient().send(
      new QueryCommand({
        TableName: env().TRACKING_TABLE,
        IndexName: bucketIndexOf(Boolean(opts.categoryId), opts.column, resolution),
        KeyConditionExpression: keyCondition,
        FilterExpression: filters.length ? filters.join(' AND ') : undefined,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ScanIndexForward: asc,
        Limit: runStart
          ? Math.min(BOUNDED_LIMIT, need + 1)
          : bound === undefined
            ? readAhead(cursor, need)
            : Math.min(BOUNDED_LIMIT, Math.ceil(need / Math.max(cursor.bucket.share, 1 / BOUNDED_LIMIT))),
        ExclusiveStartKey: cursor.startKey,
      }),
    );
    queries += 1;
    itemsRead += out.ScannedCount ?? 0;
    for (const item of out.Items ?? []) {
      const record = recordOfItem(item);
      cursor.buffer.push({ record, key: String(itemOf(record)[sortAttr]) });
    }
    if (bound === undefined && !runStart) cursor.growth *= 2;
    if (out.LastEvaluatedKey) {
      const last = String(out.LastEvaluatedKey[sortAttr]);
      const jump = partial ? jumpPast(last) : undefined;
      cursor.startKey = jump === undefined ? out.LastEvaluatedKey : undefined;
      cursor.frontier = jump?.to ?? last;
      cursor.atRunStart = jump?.intoRun ?? false;
    } else if (bound === undefined) cursor.exhausted = true;
    else {
      cursor.startKey = undefined;
      cursor.frontier = bound;
      cursor.atRunStart = false;
    }
  };

  /** Where the next reads may stop: the key of the n-th buffered item in page order, or the last buffered one. */
  const boundOf = (n: number): string | undefined => {
    const keys = cursors.flatMap((c) => c.buffer.map((b) => b.key));
    keys.sort((a, b) => (before(a, b) ? -1 : 1));
    return keys[Math.min(n, keys.length) - 1];
  };

  const items: StoredTracking[] = [];
  let lastKey: string | undefined;
  while (items.length < opts.limit) {
    let best: Cursor | undefined;
    for (const c of cursors) {
      if (c.buffer.length && (!best || before(c.buffer[0]!.key, best.buffer[0]!.key))) best = c;
    }
    const head = best?.buffer[0]!.key;
    // A dry bucket not read past the next head may hold an earlier record: read it first.
    const blocking = cursors.filter(
      (c) =>
        c.buffer.length === 0 &&
        !c.exhausted &&
        (c.frontier === undefined || head === undefined || before(c.frontier, head)),
    );
    if (blocking.length) {
      const need = opts.limit - items.length;
      const bound = blocking.some((c) => c.frontier === undefined) ? undefined : boundOf(need);
      await Promise.all(blocking.map((c) => fill(c, bound, need)));
      continue;
    }
    if (!best) break;
    const next = best.buffer.shift()!;
    items.push(next.record);
    lastKey = next.key;
  }
  const more = items.length === opts.limit && cursors.some((c) => c.buffer.length > 0 || !c.exhausted);
  return { items, after: more ? lastKey : undefined, itemsRead, queries };
}

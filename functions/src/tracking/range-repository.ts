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
import { itemOf, recordOfItem, type StoredTracking } from './repository.js';

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
  buffer: { record: StoredTracking; key: string }[];
  startKey?: Record<string, unknown>;
  done: boolean;
  /** Items to evaluate in the next Query: the bucket's expected share of the page, doubled on each refill. */
  readAhead: number;
}

/**
 * One page of a date range sorted by Location or Source, merged from time-bucket Queries
 * (range-plan.ts): each bucket is read in the sort's order from the cursor, a few items at a
 * time (its expected share of the page), and the smallest (asc) or largest (desc) head is taken
 * until the page is full. Sort keys are unique (`…#date#id`), so the cursor is one value.
 */
export async function listTrackingBuckets(opts: BucketListOptions): Promise<BucketPage> {
  const scope = opts.categoryId ? 'cat' : 'all';
  const sortAttr = SORT_ATTRIBUTE[opts.column];
  const asc = opts.order === 'asc';
  const perRecord = opts.limit / Math.max(1, opts.inRange);
  const cursors: Cursor[] = opts.buckets.map((bucket) => ({
    bucket,
    buffer: [],
    done: false,
    readAhead: Math.max(1, Math.ceil(bucket.records * perRecord)),
  }));
  let itemsRead = 0;
  let queries = 0;

  const fill = async (cursor: Cursor) => {
    const { resolution, bucket, partial } = cursor.bucket;
    const names: Record<string, string> = { '#p': BUCKET_ATTRIBUTE[scope][resolution] };
    const values: Record<string, unknown> = {
      ':p': bucketPartition(opts.categoryId, resolution, bucket),
    };
    let keyCondition = '#p = :p';
    if (opts.after !== undefined) {
      names['#s'] = sortAttr;
      values[':after'] = opts.after;
      keyCondition += ` AND #s ${asc ? '>' : '<'} :after`;
    }
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
        Limit: cursor.readAhead,
        ExclusiveStartKey: cursor.startKey,
      }),
    );
    queries += 1;
    itemsRead += out.ScannedCount ?? 0;
    for (const item of out.Items ?? []) {
      const record = recordOfItem(item);
      cursor.buffer.push({ record, key: String(itemOf(record)[sortAttr]) });
    }
    cursor.startKey = out.LastEvaluatedKey;
    cursor.done = !out.LastEvaluatedKey;
    cursor.readAhead *= 2;
  };

  const items: StoredTracking[] = [];
  let lastKey: string | undefined;
  while (items.length < opts.limit) {
    // A bucket with nothing buffered may hold the next record: read it before choosing.
    const empty = cursors.filter((c) => c.buffer.length === 0 && !c.done);
    if (empty.length) {
      await Promise.all(empty.map(fill));
      continue;
    }
    let best: Cursor | undefined;
    for (const c of cursors) {
      if (!c.buffer.length) continue;
      if (!best || (asc ? c.buffer[0]!.key < best.buffer[0]!.key : c.buffer[0]!.key > best.buffer[0]!.key))
        best = c;
    }
    if (!best) break;
    const next = best.buffer.shift()!;
    items.push(next.record);
    lastKey = next.key;
  }
  const more = items.length === opts.limit && cursors.some((c) => c.buffer.length > 0 || !c.done);
  return { items, after: more ? lastKey : undefined, itemsRead, queries };
}

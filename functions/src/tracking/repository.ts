import { GetCommand, QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { TrackingRecord, type TrackingOrderColumn, type SortOrder } from '@beewatch/shared';
import * as z from 'zod/mini';
import { cellKeysOf, queryRadius } from '../geo/index.js';
import { documentClient } from '../lib/aws.js';
import {
  batchGetAll,
  putAll,
  queryAll,
  queryPages,
  transact,
  type TransactItems,
  writeIf,
  getParsed,
} from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import {
  ALL_PARTITION,
  BUCKET_ATTRIBUTE,
  HORNET_CELL_KIND,
  bucketOf,
  bucketPartition,
  areaKind,
  userPartition,
  SORT_ATTRIBUTE,
  categoryPartition,
  counterKeysOf,
  counterPartition,
  counterTotalKey,
  dayCounterSk,
  dayOf,
  foldForSort,
  indexOf,
  recordKey,
} from './keys.js';

/** What a stored record holds beyond the API shape: media object keys and content type. */
export const StoredTracking = z.extend(z.omit(TrackingRecord, { IsSelected: true }), {
  ImageContentType: z.nullish(z.enum(['image/png', 'image/jpeg'])),
  /** The area unit (UK postcode district, French code postal) of the place, when the gazetteer has one. */
  AreaUnit: z.nullish(z.string()),
});
export type StoredTracking = z.infer<typeof StoredTracking>;

/** One page of a list query, with the number of items DynamoDB read to produce it. */
export interface TrackingPage {
  items: StoredTracking[];
  /** Key of the last returned item, to continue from; undefined at the end. */
  lastKey?: Record<string, unknown>;
  /** Items DynamoDB evaluated (ScannedCount), summed over the Queries made. */
  itemsRead: number;
  queries: number;
}

export interface ListOptions {
  categoryId?: string | null;
  from?: string | null;
  to?: string | null;
  orderColumn: TrackingOrderColumn;
  order: SortOrder;
  limit: number;
  startKey?: Record<string, unknown>;
  /** Continue after this sort key value (exclusive), instead of from startKey. */
  after?: string;
}

const table = () => env().TRACKING_TABLE;
const COUNTER_WRITES_IN_FLIGHT = 8;

/** The item written for a record: the record plus every index key (keys.ts). */
export function itemOf(record: StoredTracking): Record<string, unknown> {
  const tail = `${record.CreatedDate}#${record.HornetTrackingID}`;
  return {
    ...recordKey(record.HornetTrackingID),
    ...record,
    gAll: ALL_PARTITION,
    gCat: categoryPartition(record.CategoryID),
    sDate: tail,
    sLoc: `${foldForSort(record.LocationAddress)}#${tail}`,
    sSrc: `${foldForSort(record.CreatedByUserName)}#${tail}`,
    // The Location and Source range indexes: the record's UTC day and month, overall and in its category.
    ...bucketKeysOf(record),
    // Tracking history: the creator's own records, and the records of an area unit (domains).
    gUser: userPartition(record.CreatedByUserName),
    ...(record.AreaUnit ? { kind: areaKind(record.AreaUnit), kindSort: tail } : {}),
    // The hornet maps' radius search (byCell index).
    ...cellKeysOf(HORNET_CELL_KIND, record.Latitude, record.Longitude, record.HornetTrackingID),
  };
}

function bucketKeysOf(record: StoredTracking): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const resolution of ['Day', 'Month'] as const) {
    const bucket = bucketOf(resolution, record.CreatedDate);
    keys[BUCKET_ATTRIBUTE.all[resolution]] = bucketPartition(null, resolution, bucket);
    keys[BUCKET_ATTRIBUTE.cat[resolution]] = bucketPartition(record.CategoryID, resolution, bucket);
  }
  return keys;
}

/** Parses a stored tracking item (its index keys dropped by the schema). */
export function recordOfItem(item: Record<string, unknown>): StoredTracking {
  return StoredTracking.parse(item);
}

/** The counter updates that keep TotalRecord exact for `record`, by +1 or -1. */
function counterUpdates(record: StoredTracking, delta: 1 | -1) {
  return counterKeysOf(record).map((Key) => ({
    Update: {
      TableName: table(),
      Key,
      UpdateExpression: 'ADD n :d',
      ExpressionAttributeValues: { ':d': delta },
    },
  }));
}

/** A counter item and the number of records it counts. */
export type CounterCount = { pk: string; sk: string; n: number };

/**
 * The counters of many records summed in memory (record after record), for bulk writes that
 * add each counter once instead of once a record.
 */
export class CounterTally {
  readonly #counts = new Map<string, CounterCount>();

  /** Counts `record` in each counter it belongs to. */
  add(record: StoredTracking): void {
    for (const key of counterKeysOf(record)) {
      const id = `${key.pk}|${key.sk}`;
      const entry = this.#counts.get(id) ?? { ...key, n: 0 };
      entry.n += 1;
      this.#counts.set(id, entry);
    }
  }

  /** Every counter touched with its count, in the order first touched. */
  counts(): CounterCount[] {
    return [...this.#counts.values()];
  }
}

/** Runs a transaction; false when a condition failed (the write did not happen), throws otherwise. */
async function transactOk(items: TransactItems): Promise<boolean> {
  return (await transact(items)).ok;
}

/** Creates a record and its counters atomically. Returns false when the id already exists. */
export function createTracking(record: StoredTracking): Promise<boolean> {
  return transactOk([
    { Put: { TableName: table(), Item: itemOf(record), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...counterUpdates(record, 1),
  ]);
}

/**
 * Writes many new records at once (BatchWriteItem) and then adds them to their counters (one
 * UpdateItem ADD per counter touched, 8 at a time). Not atomic and not conditional: only for
 * seeding ids known to be absent while nothing else writes (the local seed before the portal
 * serves), where one transaction a record would take several times longer.
 * @throws UnprocessedItemsError when DynamoDB keeps refusing some writes.
 */
export async function createTrackingBatch(records: readonly StoredTracking[]): Promise<void> {
  await putAll(table(), records.map(itemOf));
  const tally = new CounterTally();
  for (const record of records) tally.add(record);
  const counters = tally.counts();
  for (let i = 0; i < counters.length; i += COUNTER_WRITES_IN_FLIGHT)
    await Promise.all(
      counters.slice(i, i + COUNTER_WRITES_IN_FLIGHT).map(({ pk, sk, n }) =>
        documentClient().send(
          new UpdateCommand({
            TableName: table(),
            Key: { pk, sk },
            UpdateExpression: 'ADD n :d',
            ExpressionAttributeValues: { ':d': n },
          }),
        ),
      ),
    );
}

/** Deletes a record and decrements its counters atomically. Returns false when it did not exist. */
export function deleteTracking(record: StoredTracking): Promise<boolean> {
  return transactOk([
    {
      Delete: {
        TableName: table(),
        Key: recordKey(record.HornetTrackingID),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    ...counterUpdates(record, -1),
  ]);
}

/**
 * Hornet records within `radiusM` metres of a point (their HORNET cell keys, a radius Query set),
 * nearest first, each with its distance in metres; and the items the Queries read.
 * @throws RangeError for a radius outside geo's search limits.
 */
export function queryHornetsNear(latitude: number, longitude: number, radiusM: number) {
  return queryRadius({
    tableName: table(),
    kind: HORNET_CELL_KIND,
    latitude,
    longitude,
    radiusM,
    parse: (i) => StoredTracking.parse(i),
  });
}

/** Reads one record, or undefined. */
export async function getTracking(id: string): Promise<StoredTracking | undefined> {
  return getParsed(table(), recordKey(id), recordOfItem);
}

/** Sets a record's description if the record exists. Returns false when it does not. */
export async function updateDescription(id: string, description: string): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: table(),
      Key: recordKey(id),
      UpdateExpression: 'SET Description = :d',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':d': description },
    }),
  );
}

/**
 * One page of records for a filter and sort: a Query on the index designed for it. A date
 * range is a key condition when sorting by date (one item read per item returned); with the
 * other sorts it is a filter, and the Query continues until the page is full or the index ends.
 */
export async function listTracking(opts: ListOptions): Promise<TrackingPage> {
  const byCategory = Boolean(opts.categoryId);
  const sortAttr = SORT_ATTRIBUTE[opts.orderColumn];
  const partitionAttr = byCategory ? 'gCat' : 'gAll';
  const names: Record<string, string> = { '#p': partitionAttr };
  const values: Record<string, unknown> = {
    ':p': byCategory ? categoryPartition(opts.categoryId!) : ALL_PARTITION,
  };
  let keyCondition = '#p = :p';
  let filter: string | undefined;
  if (opts.after !== undefined && opts.orderColumn !== 'Date') {
    names['#s'] = sortAttr;
    values[':after'] = opts.after;
    keyCondition += ` AND #s ${opts.order === 'asc' ? '>' : '<'} :after`;
  }
  if (opts.from || opts.to) {
    values[':from'] = opts.from ?? '0000';
    values[':to'] = `${opts.to ?? '9999'}#~`;
    if (opts.orderColumn === 'Date') {
      names['#s'] = sortAttr;
      keyCondition += ' AND #s BETWEEN :from AND :to';
    } else {
      values[':to'] = opts.to ?? '9999';
      filter = 'CreatedDate BETWEEN :from AND :to';
    }
  }
  const items: StoredTracking[] = [];
  let itemsRead = 0;
  let queries = 0;
  let startKey = opts.startKey;
  let exhausted = false;
  while (items.length < opts.limit) {
    const input: QueryCommandInput = {
      TableName: table(),
      IndexName: indexOf(byCategory, opts.orderColumn),
      KeyConditionExpression: keyCondition,
      FilterExpression: filter,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ScanIndexForward: opts.order === 'asc',
      // A filter discards items after they are read; read ahead so a page takes few Queries.
      Limit: filter ? Math.max(100, (opts.limit - items.length) * 4) : opts.limit - items.length,
      ExclusiveStartKey: startKey,
    };
    const out = await documentClient().send(new QueryCommand(input));
    queries += 1;
    itemsRead += out.ScannedCount ?? 0;
    for (const item of out.Items ?? []) items.push(recordOfItem(item));
    startKey = out.LastEvaluatedKey;
    if (!startKey) {
      exhausted = true;
      break;
    }
  }
  const page = items.slice(0, opts.limit);
  const last = page.at(-1);
  const more = items.length > opts.limit || !exhausted;
  const lastKey =
    more && last
      ? {
          ...recordKey(last.HornetTrackingID),
          [partitionAttr]: values[':p'],
          [sortAttr]: itemOf(last)[sortAttr],
        }
      : undefined;
  return { items: page, lastKey, itemsRead, queries };
}

/**
 * The Query of the records (all, or one category's) whose CreatedDate lies in `from`..`to` on
 * the Date index: ISO instants or their prefixes, both ends included.
 */
function dateRangeQuery(categoryId: string | null | undefined, from: string, to: string): QueryCommandInput {
  const byCategory = Boolean(categoryId);
  return {
    TableName: table(),
    IndexName: indexOf(byCategory, 'Date'),
    KeyConditionExpression: '#p = :p AND sDate BETWEEN :from AND :to',
    ExpressionAttributeNames: { '#p': byCategory ? 'gCat' : 'gAll' },
    ExpressionAttributeValues: {
      ':p': byCategory ? categoryPartition(categoryId!) : ALL_PARTITION,
      ':from': from,
      ':to': `${to}#~`,
    },
  };
}

/**
 * Every record of a date range (and category), from the date index: one Query page after
 * another. Used when sorting a small range in memory is cheaper than filtering (service.ts).
 */
export async function listTrackingRange(categoryId: string | null, from: string | null, to: string | null) {
  const items: StoredTracking[] = [];
  let itemsRead = 0;
  let queries = 0;
  for await (const page of queryPages(dateRangeQuery(categoryId, from ?? '0000', to ?? '9999'))) {
    itemsRead += page.ScannedCount ?? 0;
    queries += 1;
    for (const item of page.Items ?? []) items.push(recordOfItem(item));
  }
  return { items, itemsRead, queries };
}

/** Sorts records exactly as the column's index orders them (its sort key, compared as strings). */
export function sortRecords(records: StoredTracking[], column: TrackingOrderColumn, order: SortOrder) {
  const attribute = SORT_ATTRIBUTE[column];
  const keyed = records.map((r) => ({ r, key: String(itemOf(r)[attribute]) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) * (order === 'asc' ? 1 : -1));
  return keyed.map((k) => k.r);
}

/**
 * Reads records by id (BatchGet, lib/dynamo.ts), in the order asked; missing ids are skipped.
 * @throws UnprocessedItemsError when DynamoDB keeps refusing some keys (never a short export).
 */
export async function getTrackingBatch(ids: string[]): Promise<StoredTracking[]> {
  const found = new Map<string, StoredTracking>();
  for (const item of await batchGetAll(table(), [...new Set(ids)].map(recordKey))) {
    const record = recordOfItem(item);
    found.set(record.HornetTrackingID, record);
  }
  return ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
}

/**
 * Records per UTC day (`yyyy-mm-dd` → n) of a filter from its day counters, for the days
 * fromDay..toDay inclusive (one Query; days without records are absent).
 */
export async function dayCounts(
  categoryId: string | null | undefined,
  fromDay: string,
  toDay: string,
): Promise<Map<string, number>> {
  const days = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :a AND :b',
    ExpressionAttributeValues: {
      ':pk': counterPartition(categoryId),
      ':a': dayCounterSk(fromDay),
      ':b': dayCounterSk(toDay),
    },
  });
  return new Map(days.map((item) => [String(item.sk).slice(dayCounterSk('').length), Number(item.n ?? 0)]));
}

/** Sum of the day counters fromDay..toDay, from `known` when given (it must hold those days). */
async function counterSum(
  categoryId: string | null | undefined,
  fromDay: string,
  toDay: string,
  known?: Promise<ReadonlyMap<string, number>>,
) {
  let total = 0;
  for (const [day, n] of await (known ?? dayCounts(categoryId, fromDay, toDay)))
    if (day >= fromDay && day <= toDay) total += n;
  return total;
}

async function exactCount(categoryId: string | null | undefined, from: string, to: string): Promise<number> {
  let total = 0;
  for await (const page of queryPages({ ...dateRangeQuery(categoryId, from, to), Select: 'COUNT' }))
    total += page.Count ?? 0;
  return total;
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const prevDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * Number of records for a filter, from the counters kept by create/delete: the TOTAL item, or
 * the whole UTC days inside the range plus an exact count of the two partial edge days.
 * `knownDayCounts` (from dayCounts, covering at least the range's whole days) saves the
 * counters' Query when the caller reads them anyway.
 */
export async function countTracking(
  categoryId?: string | null,
  from?: string | null,
  to?: string | null,
  knownDayCounts?: Promise<ReadonlyMap<string, number>>,
) {
  if (!from && !to) {
    const out = await documentClient().send(
      new GetCommand({ TableName: table(), Key: counterTotalKey(categoryId) }),
    );
    return Number(out.Item?.n ?? 0);
  }
  const start = from ?? '1970-01-01T00:00:00.000Z';
  const end = to ?? '9999-12-31T23:59:59.999Z';
  const startDay = dayOf(start);
  const endDay = dayOf(end);
  if (startDay === endDay) return exactCount(categoryId, start, end);
  const startWhole = start.slice(11) <= '00:00:00.000Z';
  const endWhole = end.slice(11) >= '23:59:59.999Z';
  const firstWhole = startWhole ? startDay : nextDay(startDay);
  const lastWhole = endWhole ? endDay : prevDay(endDay);
  const parts = await Promise.all([
    firstWhole <= lastWhole ? counterSum(categoryId, firstWhole, lastWhole, knownDayCounts) : 0,
    startWhole ? 0 : exactCount(categoryId, start, `${startDay}T23:59:59.999Z`),
    endWhole ? 0 : exactCount(categoryId, `${endDay}T00:00:00.000Z`, end),
  ]);
  return parts[0] + parts[1] + parts[2];
}

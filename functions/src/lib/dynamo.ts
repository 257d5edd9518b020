import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  paginateQuery,
  type QueryCommandInput,
  type QueryCommandOutput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { documentClient } from './aws.js';
import { mapLimited } from './map-limited.js';

/**
 * The DynamoDB access every domain shares: whole-partition reads through lib-dynamodb's
 * paginator, batch reads and writes that retry what DynamoDB left unprocessed with bounded
 * exponential backoff and THROW when something is still left (an item is never lost silently),
 * and transactions that say which condition failed. Keys and item shapes stay in each entity
 * module; this file knows none of them.
 */

/** A DynamoDB key or item as the document client reads and writes it. */
export type Item = Record<string, unknown>;

/** BatchGetItem takes at most 100 keys a request (DynamoDB limits). */
export const BATCH_GET_MAX = 100;
/** BatchWriteItem takes at most 25 writes a request (DynamoDB limits). */
export const BATCH_WRITE_MAX = 25;
/** Batch requests in flight at once for one call. */
const BATCH_CONCURRENCY = 8;
/**
 * Attempts per batch request before giving up: the first plus 7 retries waiting 50 ms × 2^n
 * (0.1 s … 6.4 s, ≈ 12.7 s in all), the backoff the AWS SDK documents for unprocessed items.
 */
const BATCH_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 50;

/** A batch read or write that still had unprocessed keys after every retry; nothing is dropped silently. */
export class UnprocessedItemsError extends Error {
  constructor(
    readonly operation: 'BatchGetItem' | 'BatchWriteItem',
    readonly unprocessed: number,
  ) {
    super(`${operation}: ${unprocessed} item(s) still unprocessed after ${BATCH_ATTEMPTS} attempts`);
    this.name = 'UnprocessedItemsError';
  }
}

/** Waits before retry `attempt` (1-based): 50 ms × 2^attempt. Overridable for tests. */
export const backoff = {
  wait: (attempt: number) => new Promise<void>((r) => setTimeout(r, BACKOFF_BASE_MS * 2 ** attempt)),
  /** Waits a random time up to `wait`'s ("full jitter"), so writers that collided spread out. */
  jittered: (attempt: number) =>
    new Promise<void>((r) => setTimeout(r, Math.random() * BACKOFF_BASE_MS * 2 ** attempt)),
};

function chunksOf<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Runs `work` over `chunks` with at most BATCH_CONCURRENCY in flight. */
async function inParallel<T>(chunks: T[], work: (chunk: T) => Promise<void>): Promise<void> {
  await mapLimited(chunks, BATCH_CONCURRENCY, work);
}

/**
 * Every page of a Query (lib-dynamodb's paginateQuery follows LastEvaluatedKey). `input.Limit`
 * is the page size, not a cap on the total.
 */
export async function* queryPages(input: QueryCommandInput): AsyncGenerator<QueryCommandOutput> {
  yield* paginateQuery({ client: documentClient() }, input);
}

/** Every item of a Query, all pages. */
export async function queryAll(input: QueryCommandInput): Promise<Item[]> {
  const out: Item[] = [];
  for await (const page of queryPages(input)) out.push(...(page.Items ?? []));
  return out;
}

/** Keys to read, by table, as BatchGetItem's RequestItems and UnprocessedKeys hold them. */
type KeysByTable = Record<string, { Keys: Item[] }>;

/** How many keys `keys` holds across its tables. */
const keyCount = (keys: KeysByTable) => Object.values(keys).reduce((n, r) => n + (r.Keys?.length ?? 0), 0);

/**
 * The one BatchGetItem loop: reads `asked` (any tables), 100 keys a request, 8 requests in
 * flight, unprocessed keys retried with backoff. Returns the items found by table, in no order.
 * @throws UnprocessedItemsError when keys are still unprocessed after the retries.
 */
async function batchGetByTable(asked: readonly { table: string; key: Item }[]): Promise<Map<string, Item[]>> {
  const found = new Map<string, Item[]>();
  await inParallel(chunksOf(asked, BATCH_GET_MAX), async (chunk) => {
    let pending: KeysByTable = {};
    for (const { table, key } of chunk) (pending[table] ??= { Keys: [] }).Keys.push(key);
    for (let attempt = 0; keyCount(pending) && attempt < BATCH_ATTEMPTS; attempt += 1) {
      if (attempt) await backoff.wait(attempt);
      const out = await documentClient().send(new BatchGetCommand({ RequestItems: pending }));
      for (const [table, items] of Object.entries(out.Responses ?? {}))
        found.set(table, [...(found.get(table) ?? []), ...items]);
      pending = (out.UnprocessedKeys ?? {}) as KeysByTable;
    }
    if (keyCount(pending)) throw new UnprocessedItemsError('BatchGetItem', keyCount(pending));
  });
  return found;
}

/**
 * Reads many items by key of one table: BatchGetItem, 100 keys a request, 8 requests in flight,
 * unprocessed keys retried with backoff. Order is not kept; absent items are simply not returned.
 * @throws UnprocessedItemsError when keys are still unprocessed after the retries.
 */
export async function batchGetAll(table: string, keys: readonly Item[]): Promise<Item[]> {
  const found = await batchGetByTable(keys.map((key) => ({ table, key })));
  return found.get(table) ?? [];
}

/**
 * A batch read a module describes without running it: the table, the keys (each module builds
 * its own, from its entity module) and how to parse what comes back. Run alone or with other
 * modules' reads in the same BatchGetItem requests by `batchGetTogether`.
 */
export interface BatchRead<T> {
  table: string;
  keys: readonly Item[];
  /** Parses the items found (any order; absent keys are simply missing). */
  parse: (items: Item[]) => T;
}

/** The identity of a key or of the item it names: its key attributes' values, in `names` order. */
const keyId = (names: readonly string[], item: Item) => JSON.stringify(names.map((n) => item[n] ?? null));

/**
 * Runs several modules' batch reads in the same BatchGetItem requests (one request reads up to
 * 100 keys across tables): a list that needs its rows' profiles and another table's items costs
 * one round trip instead of one per table. Keys asked twice are asked once; each read gets the
 * items of its own keys (matched on the key attributes every stored item carries). Retries and
 * errors as `batchGetAll`.
 * @throws UnprocessedItemsError when keys are still unprocessed after the retries.
 */
export async function batchGetTogether<T extends unknown[]>(
  ...reads: { [K in keyof T]: BatchRead<T[K]> }
): Promise<T> {
  const asked = new Map<string, { table: string; key: Item }>();
  for (const read of reads as BatchRead<unknown>[])
    for (const key of read.keys) {
      const id = `${read.table}\u0000${keyId(Object.keys(key).sort(), key)}`;
      if (!asked.has(id)) asked.set(id, { table: read.table, key });
    }
  const found = await batchGetByTable([...asked.values()]);
  return (reads as BatchRead<unknown>[]).map((read) => {
    if (!read.keys.length) return read.parse([]);
    const names = Object.keys(read.keys[0]).sort();
    const mine = new Set(read.keys.map((k) => keyId(names, k)));
    return read.parse((found.get(read.table) ?? []).filter((item) => mine.has(keyId(names, item))));
  }) as T;
}

/** One write of a BatchWriteItem. */
export type BatchWrite = { PutRequest: { Item: Item } } | { DeleteRequest: { Key: Item } };

/**
 * Writes many puts and deletes: BatchWriteItem, 25 a request, 8 requests in flight, unprocessed
 * writes retried with backoff. Each write is idempotent on its own; there is no atomicity.
 * @throws UnprocessedItemsError when writes are still unprocessed after the retries.
 */
export async function batchWriteAll(table: string, writes: readonly BatchWrite[]): Promise<void> {
  await inParallel(chunksOf(writes, BATCH_WRITE_MAX), async (chunk) => {
    let pending: BatchWrite[] = chunk;
    for (let attempt = 0; pending.length && attempt < BATCH_ATTEMPTS; attempt += 1) {
      if (attempt) await backoff.wait(attempt);
      const out = await documentClient().send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = (out.UnprocessedItems?.[table] ?? []) as BatchWrite[];
    }
    if (pending.length) throw new UnprocessedItemsError('BatchWriteItem', pending.length);
  });
}

/**
 * Puts every item (batchWriteAll: 25 a request, unprocessed ones retried with backoff).
 * @throws UnprocessedItemsError when items are still unprocessed after the retries.
 */
export function putAll(table: string, items: readonly Item[]): Promise<void> {
  return batchWriteAll(
    table,
    items.map((Item) => ({ PutRequest: { Item } })),
  );
}

/** The items of a TransactWriteItems request. */
export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/** A transaction's outcome: written, or cancelled because the condition of item `failed` did not hold. */
export type TransactOutcome = { ok: true } | { ok: false; failed: number };

/**
 * The index of the first item whose condition failed in a cancelled transaction, or -1 when the
 * error is anything else (a conflict with another transaction, throttling, validation…).
 */
export function failedCondition(err: unknown): number {
  if (
    !(err instanceof TransactionCanceledException) &&
    (err as Error)?.name !== 'TransactionCanceledException'
  )
    return -1;
  const reasons = (err as TransactionCanceledException).CancellationReasons ?? [];
  return reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
}

/**
 * Runs a transaction (all or nothing). Returns `{ ok: false, failed }` with the index of the item
 * whose condition failed (CancellationReasons), so the caller can answer in the domain's terms.
 * @throws anything else, including TransactionConflict (another transaction on the same items):
 *   that is not a failed condition and must not be reported as one.
 */
export async function transact(items: TransactItems): Promise<TransactOutcome> {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
    return { ok: true };
  } catch (err) {
    const failed = failedCondition(err);
    if (failed >= 0) return { ok: false, failed };
    throw err;
  }
}

/** True when a transaction was cancelled because another transaction was writing one of its items. */
export function isTransactionConflict(err: unknown): boolean {
  if ((err as Error)?.name !== 'TransactionCanceledException') return false;
  const reasons = (err as TransactionCanceledException).CancellationReasons ?? [];
  return reasons.some((r) => r.Code === 'TransactionConflict');
}

/**
 * `transact`, tried again (jittered backoff, BATCH_ATTEMPTS in all) while it is cancelled by a
 * conflict with another transaction on the same items: for transactions that share an item
 * many writers change at once (a tally or a summary item).
 * @throws as `transact`, and the conflict itself after the last attempt.
 */
export async function transactRetryingConflicts(items: TransactItems): Promise<TransactOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transact(items);
    } catch (err) {
      if (!isTransactionConflict(err) || attempt >= BATCH_ATTEMPTS) throw err;
      await backoff.jittered(attempt);
    }
  }
}

/** True when a single conditional write (Put/Update/Delete) failed its condition. */
export const isConditionFailed = (err: unknown) => (err as Error)?.name === 'ConditionalCheckFailedException';

/**
 * Sends one conditional write (Put, Update or Delete): true when written, false when its
 * condition failed. Any other error is thrown.
 */
export async function writeIf(command: PutCommand | UpdateCommand | DeleteCommand): Promise<boolean> {
  try {
    await documentClient().send(command as PutCommand);
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/** Reads one item by key and parses it (the entity's parse); undefined when there is none. */
export async function getParsed<T>(
  table: string,
  key: Item,
  parse: (item: Item) => T,
): Promise<T | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: table, Key: key }));
  return out.Item ? parse(out.Item) : undefined;
}

/** Which items of one partition of a byKind or byOwner Query to read, and how. */
export interface IndexQuery {
  /** Only sort keys from `between[0]` to `between[1]` (inclusive). */
  between?: readonly [string, string];
  /** Only sort keys from this one on. */
  since?: string;
  /** Only sort keys starting with this. */
  prefix?: string;
  /** Sort key descending (newest first where it starts with a date). */
  newestFirst?: boolean;
  limit?: number;
  /** Continue after this key (a page's LastEvaluatedKey). */
  startKey?: Item;
}

/** A Query of one partition of a shared index (infra/lib/tables.ts) narrowed by `q`. */
function indexQuery(
  table: string,
  index: { name: string; partition: string; sort: string },
  value: string,
  q: IndexQuery,
): QueryCommandInput {
  const values: Item = { ':v': value };
  let condition = '#p = :v';
  if (q.between) {
    condition += ' AND #s BETWEEN :from AND :to';
    [values[':from'], values[':to']] = q.between;
  }
  if (q.since !== undefined) {
    condition += ' AND #s >= :since';
    values[':since'] = q.since;
  }
  if (q.prefix) {
    condition += ' AND begins_with(#s, :prefix)';
    values[':prefix'] = q.prefix;
  }
  return {
    TableName: table,
    IndexName: index.name,
    KeyConditionExpression: condition,
    ExpressionAttributeNames: condition.includes('#s')
      ? { '#p': index.partition, '#s': index.sort }
      : { '#p': index.partition },
    ExpressionAttributeValues: values,
    ...(q.newestFirst ? { ScanIndexForward: false } : {}),
    ...(q.limit ? { Limit: q.limit } : {}),
    ...(q.startKey ? { ExclusiveStartKey: q.startKey } : {}),
  };
}

/** The Query input of the items of `kind` on `table`'s byKind index (`kind`, sorted by `kindSort`). */
export const byKind = (table: string, kind: string, q: IndexQuery = {}) =>
  indexQuery(table, { name: 'byKind', partition: 'kind', sort: 'kindSort' }, kind, q);

/** The Query input of a user's items on `table`'s byOwner index (`owner` = `<KIND>#<user>`, by `ownerSort`). */
export const byOwner = (table: string, owner: string, q: IndexQuery = {}) =>
  indexQuery(table, { name: 'byOwner', partition: 'owner', sort: 'ownerSort' }, owner, q);

/** One page of a Query: its items and the key to continue after (undefined on the last page). */
export async function queryPage(
  input: QueryCommandInput,
): Promise<{ items: Item[]; lastKey: Item | undefined }> {
  const out = await documentClient().send(new QueryCommand(input));
  return { items: out.Items ?? [], lastKey: out.LastEvaluatedKey };
}

/** Where the items to delete are: a partition of the table, or an index partition whose items carry pk/sk. */
export type ItemsOf = { pk: string } | { index: string; attribute: string; value: string };

/**
 * Deletes every item a Query finds (a user's partition, or their items on an owner index), page
 * by page. Deleting what is already gone is harmless, so a rerun finishes an interrupted erasure.
 */
export async function deleteAllOf(table: string, where: ItemsOf): Promise<void> {
  const byIndex = 'index' in where;
  for await (const page of queryPages({
    TableName: table,
    IndexName: byIndex ? where.index : undefined,
    KeyConditionExpression: '#k = :v',
    ExpressionAttributeNames: { '#k': byIndex ? where.attribute : 'pk' },
    ExpressionAttributeValues: { ':v': byIndex ? where.value : where.pk },
  }))
    for (const item of page.Items ?? [])
      await documentClient().send(new DeleteCommand({ TableName: table, Key: { pk: item.pk, sk: item.sk } }));
}

/** Deletes one item by key (absent is fine). */
export async function deleteItem(table: string, key: Item): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: table, Key: key }));
}

import { DeleteTableCommand, ListTablesCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../functions/src/lib/aws.js';
import { putAll } from '../functions/src/lib/dynamo.js';
import { env } from '../functions/src/lib/env.js';
import { TOTAL_SK, counterPartition, counterTotalKey } from '../functions/src/tracking/keys.js';
import { createCategory, type StoredCategory } from '../functions/src/categories/repository.js';
import {
  CounterTally,
  itemOf,
  type CounterCount,
  type StoredTracking,
} from '../functions/src/tracking/repository.js';
import { ensureTables } from '../scripts/local/dynamodb-local.js';
import { TRACKING_TABLE } from '../infra/lib/tables.js';
import { GENERATOR_VERSION } from './generate.js';
import { duration, int } from './format.js';
import { benchMarkerKey } from './bench-entity.js';

const BATCH = 25;
const MARKER_KEY = benchMarkerKey('SEED');

/** What a previous run left in the persisted bench database. */
export interface SeedState {
  total: number;
  marker?: { records: number; version: number; seededAt: string };
}

export async function readSeedState(): Promise<SeedState> {
  const table = env().TRACKING_TABLE;
  const [total, marker] = await Promise.all([
    documentClient().send(new GetCommand({ TableName: table, Key: counterTotalKey(null) })),
    documentClient().send(new GetCommand({ TableName: table, Key: MARKER_KEY })),
  ]);
  return {
    total: Number(total.Item?.n ?? 0),
    marker: marker.Item as SeedState['marker'],
  };
}

/** True when the database holds exactly the `records` records of this generator. */
export function isSeeded(state: SeedState, records: number): boolean {
  return (
    state.total === records &&
    state.marker?.records === records &&
    state.marker?.version === GENERATOR_VERSION
  );
}

/** Drops the tracking table (a previous run with another record count, or an interrupted one) and recreates it. */
export async function resetTrackingTable(client: DynamoDBClient): Promise<void> {
  const table = env().TRACKING_TABLE;
  const existing = (await client.send(new ListTablesCommand({}))).TableNames ?? [];
  if (existing.includes(table)) await client.send(new DeleteTableCommand({ TableName: table }));
  await ensureTables(client);
}

/** Writes up to 25 items as one BatchWriteItem through lib/dynamo (unprocessed ones retried with backoff). */
const writeBatch = (items: Record<string, unknown>[]) => putAll(env().TRACKING_TABLE, items);

/** The counter items to write, the COUNT#ALL TOTAL last (it marks the seed complete). */
function counterItemsOf(tally: CounterTally): CounterCount[] {
  const isLast = (i: CounterCount) => i.pk === counterPartition(null) && i.sk === TOTAL_SK;
  const all = tally.counts();
  return [...all.filter((i) => !isLast(i)), ...all.filter(isLast)];
}

export interface SeedResult {
  records: number;
  counterItems: number;
  /** Item writes DynamoDB made: each record and its entries in the indexes it has keys for. */
  itemWrites: number;
  seconds: number;
}

/** 1 + the tracking table's indexes whose keys the item carries (a GSI holds only items with its keys). */
const writesOf = (item: Record<string, unknown>) =>
  1 + Object.values(TRACKING_TABLE.indexes).filter((i) => i.partitionKey in item && i.sortKey in item).length;

/**
 * Writes the category items (through createCategory, as the local seed does), then the
 * records as BatchWriteItem of itemOf(record) (25 a request, `concurrency` in flight), then the
 * counters and a marker item. Prints progress about every 2 %.
 */
export async function seed(
  records: Iterable<StoredTracking>,
  count: number,
  categories: StoredCategory[],
  concurrency: number,
  log: (line: string) => void,
): Promise<SeedResult> {
  for (const category of categories) await createCategory(category);
  const counters = new CounterTally();
  const iterator = records[Symbol.iterator]();
  const started = performance.now();
  let written = 0;
  let itemWrites = 0;
  const step = Math.max(BATCH, Math.round(count / 50 / BATCH) * BATCH);
  let nextReport = step;
  const take = (): Record<string, unknown>[] => {
    const batch: Record<string, unknown>[] = [];
    while (batch.length < BATCH) {
      const next = iterator.next();
      if (next.done) break;
      counters.add(next.value);
      const item = itemOf(next.value);
      itemWrites += writesOf(item);
      batch.push(item);
    }
    return batch;
  };
  const worker = async () => {
    for (let batch = take(); batch.length; batch = take()) {
      await writeBatch(batch);
      written += batch.length;
      if (written >= nextReport) {
        nextReport += step;
        const seconds = (performance.now() - started) / 1000;
        const rate = written / seconds;
        log(
          `  seeded ${int(written).padStart(int(count).length)} / ${int(count)} (${((written / count) * 100).toFixed(0).padStart(3)} %)  ` +
            `${int(rate)} records/s  elapsed ${duration(seconds)}  ETA ${duration((count - written) / rate)}`,
        );
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const counterItems = counterItemsOf(counters);
  const rest = counterItems.slice(0, -1);
  for (let i = 0; i < rest.length; i += BATCH * concurrency) {
    const chunk = rest.slice(i, i + BATCH * concurrency);
    const batches = [];
    for (let j = 0; j < chunk.length; j += BATCH) batches.push(chunk.slice(j, j + BATCH));
    await Promise.all(batches.map(writeBatch));
  }
  await writeBatch(counterItems.slice(-1));
  const seconds = (performance.now() - started) / 1000;
  await documentClient().send(
    new PutCommand({
      TableName: env().TRACKING_TABLE,
      Item: {
        ...MARKER_KEY,
        records: written,
        version: GENERATOR_VERSION,
        seededAt: new Date().toISOString(),
        seconds,
      },
    }),
  );
  return { records: written, counterItems: counterItems.length, itemWrites, seconds };
}

import { documentClient } from '../functions/src/lib/aws.js';

/**
 * Counts what the service itself reads for a page: every Query on one of the six list indexes
 * (allBy* / catBy*) or the eight time-bucketed range indexes (…PerDay / …PerMonth) that returns items, with its ScannedCount. Count-only Queries (Select COUNT,
 * for TotalRecord) and the counter items of the base table are left out: they serve TotalRecord,
 * which is timed separately. Installed once as a middleware of the functions' document client.
 */
export interface PageReads {
  items: number;
  queries: number;
  /** List indexes the Queries used, in first-use order. */
  indexes: string[];
}

const LIST_INDEX = /^(all|cat)By(Date|Location|Source)(Per(Day|Month))?$/;
let current: PageReads | undefined;
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  documentClient().middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      const input = args.input as { KeyConditionExpression?: string; IndexName?: string; Select?: string };
      const meter = current;
      if (
        meter &&
        input.KeyConditionExpression &&
        LIST_INDEX.test(input.IndexName ?? '') &&
        input.Select !== 'COUNT'
      ) {
        meter.items += (result.output as { ScannedCount?: number }).ScannedCount ?? 0;
        meter.queries += 1;
        if (!meter.indexes.includes(input.IndexName!)) meter.indexes.push(input.IndexName!);
      }
      return result;
    },
    { step: 'initialize', name: 'benchPageReadMeter' },
  );
}

/** Runs `fn` (calls made one at a time by the bench) and returns its result with the list-index reads it made. */
export async function metered<T>(fn: () => Promise<T>): Promise<[T, PageReads, number]> {
  install();
  const reads: PageReads = { items: 0, queries: 0, indexes: [] };
  current = reads;
  const started = performance.now();
  try {
    const value = await fn();
    return [value, reads, performance.now() - started];
  } finally {
    current = undefined;
  }
}

import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * DynamoDB round trips per API request, for the local runtime and the round-trips bench only
 * (never in a Lambda): an SDK middleware counts every command a client sends, into the counter
 * of the request whose handler sent it (node's AsyncLocalStorage keeps one per request, so
 * concurrent requests never mix their counts). A command counts once however many times the
 * SDK retries it.
 */

/** Commands sent during one request, by command name without `Command` (e.g. Query → 1). */
export type DdbCallCounts = Map<string, number>;

const current = new AsyncLocalStorage<DdbCallCounts>();
const counted = new WeakSet<object>();

/** Whether the runtime reports the counts (set by the round-trips bench): BW_COUNT_DDB_CALLS=1. */
export const countingDdbCalls = (): boolean => process.env.BW_COUNT_DDB_CALLS === '1';

/** Response header with the request's total DynamoDB commands, e.g. `2`. */
export const DDB_CALLS_HEADER = 'x-bw-ddb-calls';
/** Response header with the commands by name, e.g. `Query=1,GetItem=1` (empty when none). */
export const DDB_COMMANDS_HEADER = 'x-bw-ddb-commands';

/**
 * Adds the counting middleware (step `initialize`, before serialization and retries) to a
 * client's middleware stack; adding it twice to the same stack is a no-op. The DynamoDB
 * document client shares its stack with the low-level client it wraps, so one call counts both.
 */
export function countDdbCalls(client: DynamoDBDocumentClient): void {
  if (counted.has(client.middlewareStack)) return;
  counted.add(client.middlewareStack);
  client.middlewareStack.add(
    (next, context) => (args) => {
      const counts = current.getStore();
      if (counts) {
        const name = String(context.commandName ?? 'Unknown').replace(/Command$/, '');
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
      return next(args);
    },
    { step: 'initialize', name: 'bwDdbCallCounter' },
  );
}

/** Runs `fn` with a fresh counter; returns its result and the commands it (and its awaits) sent. */
export async function withDdbCallCount<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; counts: DdbCallCounts }> {
  const counts: DdbCallCounts = new Map();
  const result = await current.run(counts, fn);
  return { result, counts };
}

/** Total commands of a counter. */
export const totalDdbCalls = (counts: DdbCallCounts): number =>
  [...counts.values()].reduce((a, b) => a + b, 0);

/** `Query=1,GetItem=1`: the counter by command name, in the order first sent. */
export const formatDdbCalls = (counts: DdbCallCounts): string =>
  [...counts].map(([name, n]) => `${name}=${n}`).join(',');

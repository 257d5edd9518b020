import pLimit from 'p-limit';

/**
 * Runs `fn` over `items` with at most `limit` calls in flight (p-limit), results in the items'
 * order: the per-area-unit Queries of a domain-wide list and the chunks of a batch read or write,
 * kept from flooding DynamoDB with one burst. A rejection rejects the whole (the calls already
 * started still settle).
 */
export function mapLimited<T, R>(items: readonly T[], limit: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const run = pLimit(limit);
  return Promise.all(items.map((t) => run(() => fn(t))));
}

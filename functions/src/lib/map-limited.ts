/**
 * Runs `fn` over `items` with at most `limit` calls in flight, results in the items' order: the
 * per-area-unit Queries of a domain-wide list, kept from flooding DynamoDB with one burst. A
 * rejection rejects the whole (the others still settle).
 */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (t: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < items.length; i = next++) out[i] = await fn(items[i]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

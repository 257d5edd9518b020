/**
 * Reads `read` until `ok` holds of the value or `timeoutMs` has passed, `everyMs` apart, and
 * answers the last value read: the caller's assertion on it decides (alerts, emails and the
 * workers behind them arrive asynchronously).
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  timeoutMs: number,
  everyMs = 200,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** The UTC day (yyyy-mm-dd) `inDays` days from now; negative: before today. */
export const dayFromNow = (inDays: number) =>
  new Date(Date.now() + inDays * 86_400_000).toISOString().slice(0, 10);

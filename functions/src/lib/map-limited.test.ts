import { describe, expect, it } from 'vitest';
import { mapLimited } from './map-limited.js';

describe('mapLimited', () => {
  it('keeps at most `limit` calls in flight and returns the results in the items’ order', async () => {
    let inFlight = 0;
    let most = 0;
    const out = await mapLimited([5, 1, 4, 2, 3, 0, 6], 3, async (n) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, n));
      inFlight -= 1;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(most).toBe(3);
  });

  it('rejects when one call rejects', async () => {
    await expect(
      mapLimited([1, 2, 3], 2, async (n) => {
        if (n === 2) throw new Error('unit 2 failed');
        return n;
      }),
    ).rejects.toThrow('unit 2 failed');
  });
});

import { describe, expect, it } from 'vitest';
import { countedDays, coverRange, planRange, type RangePlanInput } from './range-plan.js';

/** `perDay` records on every UTC day from `first` to `last` inclusive. */
function uniformDays(first: string, last: string, perDay: number): Map<string, number> {
  const days = new Map<string, number>();
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += 86_400_000)
    days.set(new Date(t).toISOString().slice(0, 10), perDay);
  return days;
}

// 1,000 records a day over 2023-04-01 .. 2025-11-30, like the bench's generated set.
const DAYS = uniformDays('2023-04-01', '2025-11-30', 1_000);
const TOTAL = DAYS.size * 1_000;

function input(from: string, to: string, inRange: number): RangePlanInput {
  return { from, to, pageSize: 15, inRange, total: TOTAL, dayCounts: DAYS };
}

describe('planRange', () => {
  it('reads a Zurich day (22:00 to 21:59:59 UTC) from its two UTC day buckets, filtering both', () => {
    const plan = planRange(input('2024-06-14T22:00:00.000Z', '2024-06-15T21:59:59.999Z', 1_000));
    expect(plan.kind).toBe('buckets');
    if (plan.kind !== 'buckets') return;
    expect(plan.buckets.map((b) => [b.resolution, b.bucket, b.partial])).toEqual([
      ['Day', '2024-06-14', true],
      ['Day', '2024-06-15', true],
    ]);
    // Two days read for one: about two items read per item returned, plus a look-ahead each.
    expect(plan.cost).toBeCloseTo(15 * 2 + 2, 5);
  });

  it('reads a thin edge of a quiet day whole from the date index when that reads less than filtering its bucket', () => {
    const quiet = uniformDays('2024-06-01', '2024-06-30', 48);
    const plan = planRange({
      ...input('2024-06-14T22:00:00.000Z', '2024-06-15T21:59:59.999Z', 48),
      dayCounts: quiet,
    });
    expect(plan.kind === 'buckets' && plan.buckets.map((b) => [b.bucket, b.share, b.slice])).toEqual([
      ['2024-06-14', 2 / 24, true], // 4 records read, instead of ~16 filtered in sort order
      ['2024-06-15', 22 / 24, false],
    ]);
  });

  it('reads a Zurich month from the edge day and the month bucket, not thirty day buckets', () => {
    const plan = planRange(input('2024-05-31T22:00:00.000Z', '2024-06-30T21:59:59.999Z', 30_000));
    expect(plan.kind === 'buckets' && plan.buckets.map((b) => [b.resolution, b.bucket, b.partial])).toEqual([
      ['Day', '2024-05-31', true],
      ['Month', '2024-06', true],
    ]);
  });

  it('reads a Zurich year from twelve month buckets and the edge day before them', () => {
    const plan = planRange(input('2023-12-31T23:00:00.000Z', '2024-12-31T22:59:59.999Z', 366_000));
    expect(plan.kind).toBe('buckets');
    if (plan.kind !== 'buckets') return;
    expect(plan.buckets[0]).toMatchObject({ resolution: 'Day', bucket: '2023-12-31', partial: true });
    expect(plan.buckets.slice(1).map((b) => b.bucket)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2024-${String(i + 1).padStart(2, '0')}`),
    );
    expect(plan.buckets.slice(1, 12).every((b) => b.resolution === 'Month' && !b.partial)).toBe(true);
    expect(plan.buckets[12]).toMatchObject({ resolution: 'Month', partial: true });
    // Under three items read per item returned, the goal of the reporting list's range sorts.
    expect(plan.cost / 15).toBeLessThan(3);
  });

  it('filters the full index when the range holds most records', () => {
    const plan = planRange(input('2023-04-01T00:00:00.000Z', '2025-11-29T23:59:59.999Z', TOTAL - 1_000));
    expect(plan).toEqual({ kind: 'filter', cost: (15 * TOTAL) / (TOTAL - 1_000) });
  });

  it('sorts a handful of records in memory rather than reading buckets', () => {
    const few = new Map([['2024-06-15', 4]]);
    const plan = planRange({
      ...input('2024-06-15T00:00:00.000Z', '2024-06-15T23:59:59.999Z', 4),
      dayCounts: few,
    });
    expect(plan).toEqual({ kind: 'sorted', cost: 4 });
  });

  it('gives days without records no bucket', () => {
    const sparse = new Map([
      ['2024-06-02', 40],
      ['2024-06-20', 50],
    ]);
    const { buckets } = coverRange({
      ...input('2024-06-01T00:00:00.000Z', '2024-06-10T23:59:59.999Z', 40),
      dayCounts: sparse,
    });
    expect(buckets).toEqual([
      { resolution: 'Day', bucket: '2024-06-02', records: 40, partial: false, share: 1, slice: false },
    ]);
  });
});

describe('countedDays', () => {
  it('asks for the counters of every whole month the range touches', () => {
    expect(countedDays('2024-02-14T22:00:00.000Z', '2024-02-15T21:59:59.999Z')).toEqual({
      first: '2024-02-01',
      last: '2024-02-29',
    });
    expect(countedDays(null, '2023-12-31T23:00:00.000Z')).toEqual({
      first: '0000-01-01',
      last: '2023-12-31',
    });
  });
});

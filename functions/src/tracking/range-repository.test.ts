import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { mockDynamo } from '../testing/aws-mocks.js';
import { SORT_ATTRIBUTE, bucketIndexOf, type BucketedColumn } from './keys.js';
import { NO_MEDIA } from './media-keys.js';
import type { Bucket } from './range-plan.js';
import type { StoredTracking } from './repository.js';

/**
 * The merge of time-bucket Queries (listTrackingBuckets) against an in-memory index that keeps
 * DynamoDB's Query contract: key conditions on the sort key (including BETWEEN), Limit counting
 * evaluated items before the FilterExpression, ScannedCount, LastEvaluatedKey whenever Limit
 * stopped the read, and a ValidationException for an ExclusiveStartKey outside the key condition.
 * Paging to the end must give every in-range record once, in the list's order. DynamoDB Local's
 * own evaluation runs in tests/integration/tracking.test.ts and the list bench.
 */
const ddb = mockDynamo();
const { itemOf } = await import('./repository.js');
const { listTrackingBuckets } = await import('./range-repository.js');

const NEST = '01KDVDNA00RZ97AWGFH1644529';
const FROM = '2025-06-13T20:00:00.000Z';
const TO = '2025-06-16T02:59:59.999Z';
const DAYS = ['2025-06-13', '2025-06-14', '2025-06-15', '2025-06-16'];
const CANTONS = ['Aargau', 'Bern', 'Genève', 'Jura', 'Luzern', 'Ticino', 'Valais', 'Vaud', 'Zürich', 'Zug'];

/** A deterministic PRNG (mulberry32), so a failure is reproducible. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * `count` records over `days` days from 13 June 2025 (UTC), of `places` addresses and 7 creators
 * drawn at random; each day's records crowd into its morning unless `even`, so a bucket's share
 * of the range by time misjudges its records.
 */
function recordsOf(count: number, seed: number, { days = 4, places = CANTONS.length, even = false } = {}) {
  const next = random(seed);
  const start = Date.parse('2025-06-13T00:00:00.000Z');
  return Array.from({ length: count }, (_, n): StoredTracking => ({
    HornetTrackingID: `01M8${String(n).padStart(22, '0')}`,
    Latitude: 46.5,
    Longitude: 7.5,
    LocationAddress: `${CANTONS[Math.floor(next() * places)]}, Switzerland`,
    CompassDegree: null,
    CreatedDate: new Date(
      start + Math.floor(next() * days) * 86_400_000 + Math.floor((even ? next() : next() ** 3) * 86_400_000),
    ).toISOString(),
    CreatedByUserName: `creator ${Math.floor(next() * 7)}`,
    Description: 'Vespa velutina',
    CategoryID: NEST,
    CategoryName: 'Nest',
    ...NO_MEDIA,
  }));
}

const SORT_OF_INDEX = new Map<string, string>(
  (['Location', 'Source'] as const).flatMap((column) =>
    (['Day', 'Month'] as const).map((res) => [bucketIndexOf(false, column, res), SORT_ATTRIBUTE[column]]),
  ),
);

/** Answers bucket Queries from `items` as DynamoDB would; `conditions` collects the key conditions asked. */
function serveIndex(items: Record<string, unknown>[], conditions: string[]) {
  ddb.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const sortAttr = SORT_OF_INDEX.get(input.IndexName!)!;
    const names = input.ExpressionAttributeNames!;
    const values = input.ExpressionAttributeValues!;
    const cond = input.KeyConditionExpression!;
    conditions.push(cond);
    const sortTest = (key: string): boolean => {
      const between = / AND #s BETWEEN (:\w+) AND (:\w+)$/.exec(cond);
      if (between) return key >= String(values[between[1]!]) && key <= String(values[between[2]!]);
      const compare = / AND #s (<=|>=|<|>) (:\w+)$/.exec(cond);
      if (!compare) return true;
      const v = String(values[compare[2]!]);
      return { '<=': key <= v, '>=': key >= v, '<': key < v, '>': key > v }[compare[1] as '<=']!;
    };
    const asc = input.ScanIndexForward !== false;
    let rows = items
      .filter((i) => i[names['#p']!] === values[':p'] && sortTest(String(i[sortAttr])))
      .sort((a, b) => (String(a[sortAttr]) < String(b[sortAttr]) ? -1 : 1) * (asc ? 1 : -1));
    const start = input.ExclusiveStartKey;
    if (start) {
      if (!sortTest(String(start[sortAttr])))
        throw Object.assign(new Error('The provided starting key is outside query boundaries'), {
          name: 'ValidationException',
        });
      rows = rows.filter((r) =>
        asc ? String(r[sortAttr]) > String(start[sortAttr]) : String(r[sortAttr]) < String(start[sortAttr]),
      );
    }
    const evaluated = rows.slice(0, input.Limit ?? rows.length);
    const passes = (r: Record<string, unknown>) =>
      (values[':from'] === undefined || String(r.CreatedDate) >= String(values[':from'])) &&
      (values[':to'] === undefined || String(r.CreatedDate) <= String(values[':to']));
    const last = evaluated.at(-1);
    return Promise.resolve({
      Items: evaluated.filter(passes),
      ScannedCount: evaluated.length,
      LastEvaluatedKey:
        input.Limit !== undefined && evaluated.length === input.Limit && last
          ? { pk: last.pk, sk: last.sk, [names['#p']!]: last[names['#p']!], [sortAttr]: last[sortAttr] }
          : undefined,
    });
  });
}

/** The four day buckets of FROM..TO: the first and last partly inside it. */
function dayBuckets(records: StoredTracking[]): Bucket[] {
  const shares = [4 / 24, 1, 1, 3 / 24];
  return DAYS.map((bucket, i) => ({
    resolution: 'Day',
    bucket,
    records: records.filter((r) => r.CreatedDate.startsWith(bucket)).length,
    partial: shares[i]! < 1,
    share: shares[i]!,
    slice: false,
  }));
}

describe('listTrackingBuckets', () => {
  for (const column of ['Location', 'Source'] as BucketedColumn[])
    for (const order of ['asc', 'desc'] as const)
      for (const [limit, seed] of [
        [15, 1],
        [7, 2],
        [50, 3],
      ] as const)
        it(`pages a ${column} ${order} range to its end, each record once and in order (page ${limit})`, async () => {
          const records = recordsOf(400, seed);
          const items = records.map(itemOf);
          const conditions: string[] = [];
          serveIndex(items, conditions);
          const sortAttr = SORT_ATTRIBUTE[column];
          const expected = items
            .filter((i) => String(i.CreatedDate) >= FROM && String(i.CreatedDate) <= TO)
            .map((i) => String(i[sortAttr]))
            .sort();
          if (order === 'desc') expected.reverse();

          const got: string[] = [];
          let after: string | undefined;
          for (let page = 0; page < 200; page += 1) {
            const out = await listTrackingBuckets({
              categoryId: null,
              column,
              order,
              from: FROM,
              to: TO,
              buckets: dayBuckets(records),
              inRange: expected.length,
              limit,
              after,
            });
            got.push(...out.items.map((r) => String(itemOf(r)[sortAttr])));
            if (out.after === undefined) break;
            expect(out.items).toHaveLength(limit);
            after = out.after;
          }
          expect(got).toEqual(expected);
          // A bucket read dry up to a bound is read on later from that bound (BETWEEN).
          expect(conditions.some((c) => c.includes('BETWEEN'))).toBe(true);
        });

  it('reads a day the range covers for two hours by its in-range records, not its whole first address', async () => {
    // Two addresses, so each is hundreds of records a day; the Zurich day of 14 June starts at 22:00 UTC on the 13th.
    const records = recordsOf(2_000, 4, { days: 2, places: 2, even: true });
    serveIndex(records.map(itemOf), []);
    const from = '2025-06-13T22:00:00.000Z';
    const to = '2025-06-14T21:59:59.999Z';
    const inRange = records.filter((r) => r.CreatedDate >= from && r.CreatedDate <= to).length;
    for (const order of ['asc', 'desc'] as const) {
      const page = await listTrackingBuckets({
        categoryId: null,
        column: 'Location',
        order,
        from,
        to,
        buckets: [
          {
            resolution: 'Day',
            bucket: '2025-06-13',
            records: 1_000,
            partial: true,
            share: 2 / 24,
            slice: false,
          },
          {
            resolution: 'Day',
            bucket: '2025-06-14',
            records: 1_000,
            partial: true,
            share: 22 / 24,
            slice: false,
          },
        ],
        inRange,
        limit: 15,
      });
      expect(page.items).toHaveLength(15);
      expect(page.itemsRead).toBeLessThanOrEqual(45);
    }
  });
});

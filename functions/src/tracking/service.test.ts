import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  ScanCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import {
  TrackingPoint,
  TrackingQuery,
  type TrackingCsvData,
  type TrackingPointsData,
  type TrackingQuery as TrackingQueryInput,
} from '@beewatch/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockDynamo } from '../testing/aws-mocks.js';
import { NO_MEDIA } from './media-keys.js';
import type { StoredTracking } from './repository.js';

/**
 * The export of FetchTrackingHistory with DynamoDB mocked: what it reads (the list's own index
 * Queries, page after page, never a Scan), that it stops at the rows asked for (at most 10,000)
 * while reporting the whole matching total, that the filters reach the key condition, and that
 * a worst-case 10,000-row answer fits Lambda's 6 MB response. DynamoDB's own evaluation of the
 * conditions runs in tests/integration/tracking.test.ts.
 */
const ddb = mockDynamo();
const NEST = '01KDVDNA00RZ97AWGFH1644529';
const SIGHTING = '01KDVDNA00RZ97AWGFH1644530';
/** Items DynamoDB returns per Query at most here (the 1 MB page of the real service). */
const QUERY_PAGE = 1_000;
/** Lambda's limit on a synchronous response, bytes. */
const LAMBDA_RESPONSE_MAX = 6 * 1024 * 1024;

const ulid = (n: number) => `01M8${String(n).padStart(22, '0')}`;

function recordOf(n: number, overrides: Partial<StoredTracking> = {}): StoredTracking {
  return {
    HornetTrackingID: ulid(n),
    Latitude: 46.2 + n / 100_000,
    Longitude: 6.1 + n / 100_000,
    LocationAddress: 'Geneva, Switzerland',
    CompassDegree: n % 2 ? 135 : null,
    CreatedDate: new Date(Date.UTC(2025, 10, 19, 12) - n * 60_000).toISOString(),
    CreatedByUserName: 'info fauna (CSCF)',
    Description: `Vespa velutina ${n}`,
    CategoryID: NEST,
    CategoryName: 'Nest (old name)',
    ...NO_MEDIA,
    ...overrides,
  };
}

const category = (CategoryID: string, Name: string) => ({
  pk: `CATEGORY#${CategoryID}`,
  sk: 'CATEGORY',
  kind: 'CATEGORY',
  CategoryID,
  Name,
  Description: '',
});

/** An index of `records` in index order: Limit and ExclusiveStartKey honoured, QUERY_PAGE at most a Query. */
function serveIndex(records: StoredTracking[]) {
  return (input: QueryCommandInput) => {
    const start = Number(input.ExclusiveStartKey?.pos ?? 0);
    const end = Math.min(start + Math.min(input.Limit ?? QUERY_PAGE, QUERY_PAGE), records.length);
    return {
      Items: records.slice(start, end),
      ScannedCount: end - start,
      LastEvaluatedKey: end < records.length ? { pos: end } : undefined,
    };
  };
}

const trackingQueries = () =>
  ddb
    .commandCalls(QueryCommand)
    .map((c) => c.args[0].input)
    .filter((input) => input.IndexName !== 'byKind' && input.IndexName);

const service = await import('./service.js');
beforeEach(() => {
  ddb.on(GetCommand).resolves({});
  ddb.on(QueryCommand, { IndexName: 'byKind' }).resolves({
    Items: [category(NEST, 'Nest'), category(SIGHTING, 'Sighting')],
  });
  ddb.on(GetCommand, { Key: { pk: `CATEGORY#${NEST}`, sk: 'CATEGORY' } }).resolves({
    Item: category(NEST, 'Nest'),
  });
});

const exportOf = (input: TrackingQueryInput) => {
  const q = TrackingQuery.parse(input);
  return service.exportTrackingHistory(q, q.Export!);
};

describe('exportTrackingHistory by the list query', () => {
  it('reads the category index page after page, stops at the 10,000 cap and reports the whole total', async () => {
    const records = Array.from({ length: 12_345 }, (_, i) => recordOf(i));
    ddb.on(QueryCommand, { IndexName: 'catByDate' }).callsFake(serveIndex(records));
    ddb.on(GetCommand, { Key: { pk: `COUNT#CAT#${NEST}`, sk: 'TOTAL' } }).resolves({ Item: { n: 12_345 } });

    const { data, total } = await exportOf({ RecordPerPage: 10_000, CategoryID: NEST, Export: 'csv' });
    const rows = (data as TrackingCsvData).Rows;

    expect(rows).toHaveLength(10_000);
    expect(total).toBe(12_345);
    expect(rows[0]).toEqual({
      Latitude: records[0]!.Latitude,
      Longitude: records[0]!.Longitude,
      CompassDegree: null,
      CreatedDate: records[0]!.CreatedDate,
      CategoryID: NEST,
      Description: 'Vespa velutina 0',
    });
    expect(rows.at(-1)!.Description).toBe('Vespa velutina 9999');
    expect((data as TrackingCsvData).Categories).toEqual({ [NEST]: 'Nest' });
    const queries = trackingQueries();
    expect(queries.length).toBe(10);
    for (const q of queries) {
      expect(q).toMatchObject({
        IndexName: 'catByDate',
        KeyConditionExpression: '#p = :p',
        ExpressionAttributeValues: { ':p': `CAT#${NEST}` },
        ScanIndexForward: false,
      });
    }
    // Each Query asks only for the rows still missing: nothing beyond the cap is read.
    expect(queries.map((q) => q.Limit)).toEqual(
      Array.from({ length: 10 }, (_, i) => 10_000 - i * QUERY_PAGE),
    );
    expect(ddb.commandCalls(ScanCommand)).toHaveLength(0);
  });

  it('puts the date range in the key condition of the date index and the sort in its direction', async () => {
    const records = [recordOf(3), recordOf(2), recordOf(1)].reverse();
    ddb.on(QueryCommand, { IndexName: 'allByDate' }).callsFake(serveIndex(records));
    // Whole UTC days: the total comes from the day counters.
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'COUNT#ALL' } }).resolves({
      Items: [
        { pk: 'COUNT#ALL', sk: 'DAY#2025-11-03', n: 1 },
        { pk: 'COUNT#ALL', sk: 'DAY#2025-11-17', n: 2 },
      ],
    });

    const { data, total } = await exportOf({
      RecordPerPage: 3,
      FromDate: '2025-11-01T00:00:00.000Z',
      ToDate: '2025-11-30T23:59:59.999Z',
      order: 'asc',
      Export: 'csv',
    });

    expect(total).toBe(3);
    expect((data as TrackingCsvData).Rows.map((r) => r.Description)).toEqual(
      records.map((r) => r.Description),
    );
    expect(trackingQueries()).toEqual([
      expect.objectContaining({
        IndexName: 'allByDate',
        KeyConditionExpression: '#p = :p AND #s BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':p': 'TRACK',
          ':from': '2025-11-01T00:00:00.000Z',
          ':to': '2025-11-30T23:59:59.999Z#~',
        },
        ScanIndexForward: true,
        Limit: 3,
      }),
    ]);
  });

  it('gives the map its points: id, place, date, coordinates and the category by id', async () => {
    const records = [recordOf(1), recordOf(2, { CategoryID: SIGHTING, LocationAddress: null })];
    ddb.on(QueryCommand, { IndexName: 'allBySource' }).callsFake(serveIndex(records));
    ddb.on(GetCommand, { Key: { pk: 'COUNT#ALL', sk: 'TOTAL' } }).resolves({ Item: { n: 2 } });

    const { data } = await exportOf({ RecordPerPage: 2, orderColumn: 'Source', Export: 'points' });

    expect(data).toEqual({
      Categories: { [NEST]: 'Nest', [SIGHTING]: 'Sighting' },
      Points: records.map((r) => TrackingPoint.parse(r)),
    } satisfies TrackingPointsData);
  });

  it('refuses an unknown category before reading any record', async () => {
    await expect(
      exportOf({ RecordPerPage: 50, CategoryID: SIGHTING.replace('30', '31'), Export: 'csv' }),
    ).rejects.toThrow('Unknown category');
    expect(trackingQueries()).toHaveLength(0);
  });
});

describe('exportTrackingHistory by IDs', () => {
  it('answers exactly the selected records in the requested order', async () => {
    const records = [recordOf(1), recordOf(2), recordOf(3)];
    ddb.on(BatchGetCommand).resolves({ Responses: { TrackingTable: records } });
    const { data, total } = await exportOf({
      RecordPerPage: 3,
      SelectedIDx: records.map((r) => r.HornetTrackingID),
      orderColumn: 'Date',
      order: 'asc',
      Export: 'csv',
    });
    expect(total).toBe(3);
    expect((data as TrackingCsvData).Rows.map((r) => r.Description)).toEqual([
      'Vespa velutina 3',
      'Vespa velutina 2',
      'Vespa velutina 1',
    ]);
    expect(trackingQueries()).toHaveLength(0);
  });
});

describe('size of a 10,000-row export', () => {
  /** Every field at its longest: 40-character notes of quotes, 4-byte characters, 100-character places. */
  const worst = (n: number) =>
    recordOf(n, {
      Latitude: -89.12345678901234,
      Longitude: -179.1234567890123,
      CompassDegree: 359.1234567890123,
      Description: n % 2 ? '"'.repeat(40) : '🐝'.repeat(40),
      LocationAddress: `"${'Saint-Rémy-de-Provence 13210, FR '.repeat(3)}"`,
      CategoryID: ulid(n % 100),
      CategoryName: '"'.repeat(100),
    });

  /** The bytes Lambda returns: API Gateway's result with the JSON envelope as its body string. */
  const lambdaBytes = (data: unknown) =>
    Buffer.byteLength(
      JSON.stringify({
        statusCode: 200,
        headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
        body: JSON.stringify({ ErrorCode: 0, ErrorMessage: '', data, TotalRecord: 10_000, NextToken: null }),
      }),
    );

  it.each(['csv', 'points'] as const)('stays under Lambda 6 MB response limit as %s', async (form) => {
    const records = Array.from({ length: 10_000 }, (_, i) => worst(i));
    ddb.on(QueryCommand, { IndexName: 'allByDate' }).callsFake(serveIndex(records));
    ddb.on(GetCommand, { Key: { pk: 'COUNT#ALL', sk: 'TOTAL' } }).resolves({ Item: { n: 10_000 } });
    const { data } = await exportOf({ RecordPerPage: 10_000, Export: form });
    const bytes = lambdaBytes(data);
    expect(bytes).toBeLessThan(LAMBDA_RESPONSE_MAX);
    // Whole records would not fit: the reason the export answers a compact form.
    const whole = records.map(({ ImageContentType: _omit, ...r }) => ({ ...r, IsSelected: false }));
    expect(lambdaBytes(whole)).toBeGreaterThan(LAMBDA_RESPONSE_MAX);
  });
});

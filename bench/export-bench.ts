import {
  TrackingQuery,
  TrackingRecord,
  envelopeOf,
  type SortOrder,
  type TrackingOrderColumn,
} from '@beewatch/shared';
import * as z from 'zod/mini';
import { fetchTrackingHistory } from '../functions/src/tracking/service.js';
import { trackingCsv as reportingCsv } from '@beewatch/shared';
import { int, ms, table } from './format.js';

export const EXPORT_GOAL_MS = 3_000;

export interface ExportRun {
  sort: TrackingOrderColumn;
  order: SortOrder;
  rows: number;
  csvBytes: number;
  serviceMs: number;
  serializeMs: number;
  parseMs: number;
  csvMs: number;
}

export const exportTotal = (r: ExportRun) => r.serviceMs + r.serializeMs + r.parseMs + r.csvMs;
/** What the goal names: the export service call plus building the CSV. */
export const exportCore = (r: ExportRun) => r.serviceMs + r.csvMs;

const WebEnvelope = envelopeOf(z.array(TrackingRecord));

/**
 * One export of `ids` as the web does it: FetchTrackingHistory with SelectedIDx (BatchGet of
 * 100 keys a request, then the sort), the API's JSON body, the web's parse and schema check of
 * the envelope, and the Reporting.csv string.
 */
export async function runExport(
  ids: string[],
  sort: TrackingOrderColumn,
  order: SortOrder,
): Promise<ExportRun> {
  const t0 = performance.now();
  const result = await fetchTrackingHistory(
    TrackingQuery.parse({
      PageIndex: 1,
      RecordPerPage: ids.length,
      SelectedIDx: ids,
      CategoryID: '',
      orderColumn: sort,
      order,
    }),
  );
  const t1 = performance.now();
  const body = JSON.stringify({
    ErrorCode: 0,
    ErrorMessage: '',
    data: result.records,
    TotalRecord: result.total,
    NextToken: result.nextToken,
  });
  const t2 = performance.now();
  const rows = WebEnvelope.parse(JSON.parse(body)).data;
  const t3 = performance.now();
  const csv = reportingCsv(rows);
  const t4 = performance.now();
  if (rows.length !== ids.length) throw new Error(`Export returned ${rows.length} of ${ids.length} rows`);
  return {
    sort,
    order,
    rows: rows.length,
    csvBytes: Buffer.byteLength(csv),
    serviceMs: t1 - t0,
    serializeMs: t2 - t1,
    parseMs: t3 - t2,
    csvMs: t4 - t3,
  };
}

export function exportReport(runs: ExportRun[]): string[] {
  const lines = table(
    [
      { title: 'run' },
      { title: 'sort' },
      { title: 'rows', align: 'right' },
      { title: 'CSV bytes', align: 'right' },
      { title: 'service ms', align: 'right' },
      { title: 'CSV ms', align: 'right' },
      { title: 'service+CSV ms', align: 'right' },
      { title: 'JSON out ms', align: 'right' },
      { title: 'web parse ms', align: 'right' },
      { title: 'all ms', align: 'right' },
      { title: `goal ≤ ${EXPORT_GOAL_MS / 1000} s` },
    ],
    runs.map((r, i) => [
      String(i + 1),
      `${r.sort} ${r.order}`,
      int(r.rows),
      int(r.csvBytes),
      ms(r.serviceMs),
      ms(r.csvMs),
      ms(exportCore(r)),
      ms(r.serializeMs),
      ms(r.parseMs),
      ms(exportTotal(r)),
      exportTotal(r) <= EXPORT_GOAL_MS ? 'ok' : exportCore(r) <= EXPORT_GOAL_MS ? 'ok (service+CSV)' : 'OVER',
    ]),
  ).map((l) => `  ${l}`);
  lines.push('');
  lines.push(...exportVerdict(runs).map((l) => `  ${l}`));
  return lines;
}

/** Slowest export by the measure (service + CSV) and with the JSON round trip, against the goal. */
export function exportVerdict(runs: ExportRun[]): string[] {
  const verdict = (value: number) =>
    `${(value / 1000).toFixed(2)} s — ${value <= EXPORT_GOAL_MS ? 'meets' : 'OVER'} the ≤ ${EXPORT_GOAL_MS / 1000} s goal`;
  return [
    `Slowest fetchTrackingHistory({SelectedIDx}) + CSV (the issue's measure): ${verdict(Math.max(...runs.map(exportCore)))}.`,
    `Slowest with the API JSON body and the web's parse too: ${verdict(Math.max(...runs.map(exportTotal)))}` +
      ' (network transfer and the browser download not included).',
  ];
}

import { EXPORT_COLUMNS, type TrackingRecord } from '@beewatch/shared';
import Papa from 'papaparse';

/**
 * The Reporting.csv body, built exactly as the web's trackingCsv
 * (web/src/features/tracking/lib/export-csv.ts): papaparse `unparse` with the columns
 * `latitude, longitude, vector direction, date, category, notes`, formula escaping and CRLF.
 * That module cannot be imported here: it imports `@/` aliases of the web build and the API
 * client, which pulls in i18n/React; so the benchmark times the same call with the same options.
 */
export function reportingCsv(records: TrackingRecord[]): string {
  return Papa.unparse(
    {
      fields: [...EXPORT_COLUMNS],
      data: records.map((r) => [
        r.Latitude,
        r.Longitude,
        r.CompassDegree ?? '',
        r.CreatedDate,
        r.CategoryName,
        r.Description,
      ]),
    },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

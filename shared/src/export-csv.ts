import Papa from 'papaparse';
import { EXPORT_COLUMNS } from './constants.js';
import type { TrackingRecord } from './schemas/tracking.js';

/** What a CSV row needs of a record: a whole TrackingRecord, or an export row with its category's name. */
export type TrackingCsvFields = Pick<
  TrackingRecord,
  'Latitude' | 'Longitude' | 'CompassDegree' | 'CreatedDate' | 'CategoryName' | 'Description'
>;

/**
 * The Reporting.csv body (spec §9): columns exactly `latitude, longitude, vector direction,
 * date, category, notes`, CRLF lines. The date is the record's ISO 8601 UTC instant (e.g.
 * 2025-06-01T09:30:00.000Z), not the display format, so spreadsheets and scripts read it without
 * guessing the time zone or the language of month names. An unknown direction is an empty cell.
 * Cells a spreadsheet would run as a formula (=, +, -, @) are escaped.
 */
export function trackingCsv(records: readonly TrackingCsvFields[]): string {
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

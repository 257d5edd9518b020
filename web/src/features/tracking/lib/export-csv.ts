import { EXPORT_COLUMNS, EXPORT_FILE_NAME, EXPORT_MAX_ROWS, type TrackingRecord } from '@beewatch/shared';
import Papa from 'papaparse';
import { saveBlob } from '@/lib/download';
import { fetchTrackingPage } from '../api/tracking-api';
import type { TrackingSort } from './tracking-query';

/**
 * The export CSV (spec §9): columns exactly `latitude, longitude, vector direction, date,
 * category, notes`. The date is the record's ISO 8601 UTC instant (e.g. 2025-06-01T09:30:00.000Z),
 * not the display format, so spreadsheets and scripts read it without guessing the time zone or
 * the language of month names. An unknown direction is an empty cell. Cells that a spreadsheet
 * would run as a formula (=, +, -, @) are escaped.
 */
export function trackingCsv(records: TrackingRecord[]): string {
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

/**
 * Export Selected: asks FetchTrackingHistory for exactly the checked records (SelectedIDx, at
 * most 10,000) and saves them as Reporting.csv. Returns the number of rows written.
 */
export async function exportSelected(ids: string[], sort: TrackingSort): Promise<number> {
  const selected = ids.slice(0, EXPORT_MAX_ROWS);
  const page = await fetchTrackingPage({
    PageIndex: 1,
    RecordPerPage: selected.length,
    SelectedIDx: selected,
    CategoryID: '',
    orderColumn: sort.column,
    order: sort.order,
  });
  saveBlob(new Blob([trackingCsv(page.rows)], { type: 'text/csv;charset=utf-8' }), EXPORT_FILE_NAME);
  return page.rows.length;
}

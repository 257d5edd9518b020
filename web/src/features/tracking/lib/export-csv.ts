import { EXPORT_FILE_NAME, trackingCsv } from '@beewatch/shared';
import { saveBlob } from '@/lib/download';
import { fetchExportRows } from '../api/export-tracking-history';
import type { SelectionScope, TrackingSort } from './tracking-query';

// The CSV itself is the shared trackingCsv (shared/src/export-csv.ts), also timed by the bench.
export { trackingCsv };

/**
 * Export Selected (spec §7.1, §9): asks FetchTrackingHistory for the selection's CSV fields —
 * the checked records, or the first (at most 10,000) records matching the filters — in the
 * current sort, and saves them as Reporting.csv. Returns the number of rows written.
 */
export async function exportSelection(scope: SelectionScope, sort: TrackingSort): Promise<number> {
  const rows = await fetchExportRows(scope, sort);
  saveBlob(new Blob([trackingCsv(rows)], { type: 'text/csv;charset=utf-8' }), EXPORT_FILE_NAME);
  return rows.length;
}

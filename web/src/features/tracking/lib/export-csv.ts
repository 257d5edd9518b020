import { EXPORT_FILE_NAME, EXPORT_MAX_ROWS, trackingCsv } from '@beewatch/shared';
import { saveBlob } from '@/lib/download';
import { fetchTrackingPage } from '../api/tracking-api';
import type { TrackingSort } from './tracking-query';

// The CSV itself is the shared trackingCsv (shared/src/export-csv.ts), also timed by the bench.
export { trackingCsv };

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

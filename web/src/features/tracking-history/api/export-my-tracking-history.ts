import {
  API,
  EXPORT_FILE_NAME,
  EXPORT_MAX_ROWS,
  trackingCsv,
  type TrackingHistoryCsvData,
} from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import type { HistoryFilters } from './fetch-my-tracking-history';

/**
 * Export my records (role-screens §9.1): the first 10,000 records of the filters in the current
 * sort, in Reporting.csv's columns (spec §9). Returns the number of rows written.
 */
export async function exportMyTrackingHistory(filters: HistoryFilters): Promise<number> {
  const res = await call(API.tracking.fetchMyTrackingHistory, {
    body: { ...filters, PageIndex: 1, RecordPerPage: EXPORT_MAX_ROWS, Export: 'csv' },
  });
  const data = res.data as TrackingHistoryCsvData;
  const rows = data.Rows.map((r) => ({ ...r, CategoryName: data.Categories[r.CategoryID] ?? '' }));
  saveBlob(new Blob([trackingCsv(rows)], { type: 'text/csv;charset=utf-8' }), EXPORT_FILE_NAME);
  return rows.length;
}

/** The export, asked on demand: `mutate(filters)` resolves to the number of rows saved. */
export function useExportMyTrackingHistory() {
  return useMutation({ mutationFn: exportMyTrackingHistory });
}

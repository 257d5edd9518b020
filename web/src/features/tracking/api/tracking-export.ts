import {
  TrackingCsvData,
  TrackingPointsData,
  type TrackingCsvFields,
  type TrackingRecord,
} from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { buildExportQuery, type SelectionScope, type TrackingSort } from '../lib/tracking-query';

/** A point of Map Selected: a whole loaded record, or a point of an export by the query. */
export type MapRecord = Pick<
  TrackingRecord,
  'HornetTrackingID' | 'Latitude' | 'Longitude' | 'LocationAddress' | 'CreatedDate' | 'CategoryName'
>;

const categoryName = (names: Record<string, string>, id: string) => names[id] ?? '';

/**
 * POST beewatchagent/FetchTrackingHistory with Export 'csv' (spec §7.1, §9): the Reporting.csv
 * fields of the selection, in `sort`, each row with its category's name.
 */
export async function fetchExportRows(
  scope: SelectionScope,
  sort: TrackingSort,
  signal?: AbortSignal,
): Promise<TrackingCsvFields[]> {
  const res = await apiRequest('beewatchagent/FetchTrackingHistory', {
    method: 'POST',
    body: buildExportQuery(scope, sort, 'csv'),
    data: TrackingCsvData,
    signal,
  });
  const { Categories, Rows } = res.data;
  return Rows.map((r) => ({ ...r, CategoryName: categoryName(Categories, r.CategoryID) }));
}

/**
 * POST beewatchagent/FetchTrackingHistory with Export 'points': the map points of every
 * record matching the filters (the first 10,000 in `sort`), each with its category's name.
 */
export async function fetchExportPoints(
  scope: SelectionScope,
  sort: TrackingSort,
  signal?: AbortSignal,
): Promise<MapRecord[]> {
  const res = await apiRequest('beewatchagent/FetchTrackingHistory', {
    method: 'POST',
    body: buildExportQuery(scope, sort, 'points'),
    data: TrackingPointsData,
    signal,
  });
  const { Categories, Points } = res.data;
  return Points.map((p) => ({ ...p, CategoryName: categoryName(Categories, p.CategoryID) }));
}

/** The points of Map Selected for a 'select all matching' selection. */
export function useExportPoints(scope: SelectionScope, sort: TrackingSort) {
  return useQuery({
    queryKey: ['tracking', 'export-points', scope, sort],
    queryFn: ({ signal }) => fetchExportPoints(scope, sort, signal),
    gcTime: 0,
  });
}

import {
  API,
  TrackingCsvData,
  TrackingPointsData,
  type TrackingCsvFields,
  type TrackingExportForm,
  type TrackingRecord,
} from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { call } from '@/lib/api-client';
import { trackingKeys } from './get-tracking-history';
import { buildExportQuery, type SelectionScope, type TrackingSort } from '../lib/tracking-query';

/** A point of Map Selected: a whole loaded record, or a point of an export by the query. */
export type MapRecord = Pick<
  TrackingRecord,
  'HornetTrackingID' | 'Latitude' | 'Longitude' | 'LocationAddress' | 'CreatedDate' | 'CategoryName'
>;

const categoryName = (names: Record<string, string>, id: string) => names[id] ?? '';

/**
 * POST beewatchagent/FetchTrackingHistory with Export (spec §7.1): the selection in `form`, its data
 * read as that form's schema (the route answers a page of records, csv rows or points).
 */
async function fetchExport<S extends z.ZodMiniType>(
  scope: SelectionScope,
  sort: TrackingSort,
  form: TrackingExportForm,
  data: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const body = buildExportQuery(scope, sort, form);
  return data.parse((await call(API.tracking.fetchTrackingHistory, { body, signal })).data);
}

/** The Reporting.csv fields of the selection (spec §9), in `sort`, each row with its category's name. */
export async function fetchExportRows(
  scope: SelectionScope,
  sort: TrackingSort,
  signal?: AbortSignal,
): Promise<TrackingCsvFields[]> {
  const { Categories, Rows } = await fetchExport(scope, sort, 'csv', TrackingCsvData, signal);
  return Rows.map((r) => ({ ...r, CategoryName: categoryName(Categories, r.CategoryID) }));
}

/** The map points of the selection (the first 10,000 matching records in `sort`), with category names. */
export async function fetchExportPoints(
  scope: SelectionScope,
  sort: TrackingSort,
  signal?: AbortSignal,
): Promise<MapRecord[]> {
  const { Categories, Points } = await fetchExport(scope, sort, 'points', TrackingPointsData, signal);
  return Points.map((p) => ({ ...p, CategoryName: categoryName(Categories, p.CategoryID) }));
}

/** The points of Map Selected for a 'select all matching' selection. */
export function useExportPoints(scope: SelectionScope, sort: TrackingSort) {
  return useQuery({
    queryKey: [...trackingKeys.all, 'export-points', scope, sort] as const,
    queryFn: ({ signal }) => fetchExportPoints(scope, sort, signal),
    gcTime: 0,
  });
}

import { API, type Inspection, type InspectionListQuery } from '@beewatch/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { inspectionKeys } from './keys';

/** GET inspector/GetInspections: the domain's inspections in a date range, filtered; newest first. */
export async function getInspections(q: InspectionListQuery, signal?: AbortSignal): Promise<Inspection[]> {
  return (await call(API.inspections.getInspections, { query: q, signal })).data;
}

export const inspectionsQueryOptions = (q: InspectionListQuery) =>
  queryOptions({
    queryKey: inspectionKeys.list(q),
    queryFn: ({ signal }) => getInspections(q, signal),
    placeholderData: keepPreviousData,
  });

/** The history list; `enabled` false while the filters are incomplete (no request is sent). */
export function useInspections(q: InspectionListQuery, enabled = true) {
  return useQuery({ ...inspectionsQueryOptions(q), enabled });
}

import { API, type TracingList } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { inspectionKeys } from './keys';

/** GET inspector/TracingList: the domain's apiaries within 3 km of a confirmed case. */
export async function getTracingList(id: string, signal?: AbortSignal): Promise<TracingList> {
  return (await call(API.inspections.tracingList, { query: { InspectionID: id }, signal })).data;
}

export function useTracingList(id: string | null) {
  return useQuery({
    queryKey: inspectionKeys.tracing(id ?? ''),
    queryFn: ({ signal }) => getTracingList(id!, signal),
    enabled: Boolean(id),
  });
}

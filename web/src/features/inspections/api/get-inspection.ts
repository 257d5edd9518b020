import { API, type Inspection } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { inspectionKeys } from './keys';

/** GET inspector/GetInspection: one record of the domain (to edit it). */
export async function getInspection(id: string, signal?: AbortSignal): Promise<Inspection> {
  return (await call(API.inspections.getInspection, { query: { InspectionID: id }, signal })).data;
}

export const inspectionQueryOptions = (id: string) =>
  queryOptions({ queryKey: inspectionKeys.one(id), queryFn: ({ signal }) => getInspection(id, signal) });

export function useInspection(id: string | null) {
  return useQuery({ ...inspectionQueryOptions(id ?? ''), enabled: Boolean(id) });
}

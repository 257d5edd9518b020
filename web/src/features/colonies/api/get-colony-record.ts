import { API, type ColonyRecord } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** GET beekeeper/ColonyRecord: one colony with its activity log and medicine records. */
export async function getColonyRecord(colonyId: string, signal?: AbortSignal): Promise<ColonyRecord> {
  return (await call(API.colonies.colonyRecord, { query: { ColonyID: colonyId }, signal })).data;
}

export const colonyRecordQueryOptions = (colonyId: string | null) =>
  queryOptions({
    queryKey: colonyKeys.record(colonyId ?? ''),
    queryFn: ({ signal }) => getColonyRecord(colonyId!, signal),
    enabled: !!colonyId,
  });

export function useColonyRecord(colonyId: string | null) {
  return useQuery(colonyRecordQueryOptions(colonyId));
}

import { API, type SwarmMapData } from '@beewatch/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { coordinationKeys } from './keys';

/** GET beewatchagent/SwarmMapData: the domain's swarms of the last `days` days, collectors, KPIs. */
export async function getSwarmMap(days: number, signal?: AbortSignal): Promise<SwarmMapData> {
  return (await call(API.coordination.swarmMapData, { query: { Days: days }, signal })).data;
}

export const swarmMapQueryOptions = (days: number) =>
  queryOptions({
    queryKey: coordinationKeys.map(days),
    queryFn: ({ signal }) => getSwarmMap(days, signal),
    // A live picture: new public reports appear without a reload.
    staleTime: 0,
    refetchInterval: 30_000,
    refetchOnWindowFocus: 'always',
    placeholderData: keepPreviousData,
  });

export function useSwarmMap(days: number) {
  return useQuery(swarmMapQueryOptions(days));
}

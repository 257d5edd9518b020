import { API, type AreaSwarms } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { beekeeperKeys } from './get-beekeeper-home';

/** GET beekeeper/AreaSwarms: the swarm reports around a SwarmWatch user's post code (no personal data). */
export async function getAreaSwarms(signal?: AbortSignal): Promise<AreaSwarms> {
  return (await call(API.beekeeper.areaSwarms, { signal })).data;
}

export const areaSwarmsQueryOptions = () =>
  queryOptions({ queryKey: beekeeperKeys.areaSwarms, queryFn: ({ signal }) => getAreaSwarms(signal) });

/** The SwarmWatch user's area swarm map; only asked when `enabled` (the home is SwarmWatch's). */
export function useAreaSwarms(enabled: boolean) {
  return useQuery({ ...areaSwarmsQueryOptions(), enabled });
}

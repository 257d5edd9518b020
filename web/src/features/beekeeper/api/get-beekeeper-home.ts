import { API, type BeekeeperHome } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const beekeeperKeys = {
  home: ['beekeeper', 'home'] as const,
  areaSwarms: ['beekeeper', 'area-swarms'] as const,
  weather: (apiaryId: string | null) => ['beekeeper', 'weather', apiaryId ?? 'all'] as const,
  sprays: ['beekeeper', 'sprays'] as const,
  conversation: (id: string) => ['beekeeper', 'conversation', id] as const,
};

/** GET beekeeper/Home: the beekeeper's (or SwarmWatch's reduced) home. */
export async function getBeekeeperHome(signal?: AbortSignal): Promise<BeekeeperHome> {
  return (await call(API.beekeeper.home, { signal })).data;
}

export const beekeeperHomeQueryOptions = () =>
  queryOptions({ queryKey: beekeeperKeys.home, queryFn: ({ signal }) => getBeekeeperHome(signal) });

export function useBeekeeperHome() {
  return useQuery(beekeeperHomeQueryOptions());
}

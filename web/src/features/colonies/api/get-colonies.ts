import { API, type Colony } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** GET beekeeper/FetchUsersColnies (spec §7.3): the beekeeper's colonies with their labels. */
export async function getColonies(signal?: AbortSignal): Promise<Colony[]> {
  return (await call(API.colonies.fetchUsersColonies, { signal })).data;
}

export const coloniesQueryOptions = () =>
  queryOptions({ queryKey: colonyKeys.mine, queryFn: ({ signal }) => getColonies(signal) });

export function useColonies() {
  return useQuery(coloniesQueryOptions());
}

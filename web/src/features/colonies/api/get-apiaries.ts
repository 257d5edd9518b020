import { API, type Apiary } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** GET beekeeper/MyApiaries: the apiaries a colony can be placed in (the apiaries' own route). */
export async function getApiaries(signal?: AbortSignal): Promise<Apiary[]> {
  return (await call(API.sites.myApiaries, { signal })).data;
}

export const apiariesQueryOptions = () =>
  queryOptions({ queryKey: colonyKeys.apiaries, queryFn: ({ signal }) => getApiaries(signal) });

export function useColonyApiaries() {
  return useQuery(apiariesQueryOptions());
}

import { API, type BystanderActivity } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sprayNetKeys } from './keys';

/** GET beekeeper/BystanderActivity: the sprays within 1 km of home between two days. */
export async function getBystanderActivity(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<BystanderActivity> {
  return (await call(API.spraynet.bystanderActivity, { query: { FromDate: from, ToDate: to }, signal })).data;
}

export const bystanderActivityQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: sprayNetKeys.activity(from, to),
    queryFn: ({ signal }) => getBystanderActivity(from, to, signal),
  });

export function useBystanderActivity(from: string, to: string) {
  return useQuery(bystanderActivityQueryOptions(from, to));
}

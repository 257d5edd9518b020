import { API, type BystanderHome } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sprayNetKeys } from './keys';

/** GET beekeeper/BystanderHome: home, sprays within 1 km in the next 14 days, preferences. */
export async function getBystanderHome(signal?: AbortSignal): Promise<BystanderHome> {
  return (await call(API.spraynet.bystanderHome, { signal })).data;
}

export const bystanderHomeQueryOptions = () =>
  queryOptions({ queryKey: sprayNetKeys.home(), queryFn: ({ signal }) => getBystanderHome(signal) });

export function useBystanderHome() {
  return useQuery(bystanderHomeQueryOptions());
}

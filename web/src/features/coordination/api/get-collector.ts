import { API, type SwarmCollector } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { coordinationKeys } from './keys';

/** GET beewatchagent/GetSwarmCollector: one collector of the domain. */
export async function getCollector(userName: string, signal?: AbortSignal): Promise<SwarmCollector> {
  return (await call(API.coordination.getSwarmCollector, { query: { UserName: userName }, signal })).data;
}

export function useCollector(userName: string) {
  return useQuery({
    queryKey: coordinationKeys.collector(userName),
    queryFn: ({ signal }) => getCollector(userName, signal),
    enabled: Boolean(userName),
  });
}

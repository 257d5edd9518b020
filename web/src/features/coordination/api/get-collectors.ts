import { API, type SwarmCollector } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { coordinationKeys } from './keys';

/** GET beewatchagent/SwarmCollectorList: the swarm collectors based in the domain. */
export async function getCollectors(signal?: AbortSignal): Promise<SwarmCollector[]> {
  return (await call(API.coordination.swarmCollectorList, { signal })).data;
}

export function useCollectors() {
  return useQuery({ queryKey: coordinationKeys.collectors, queryFn: ({ signal }) => getCollectors(signal) });
}

import { API, PAGE_SIZE } from '@beewatch/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { collectionKeys } from './get-collection-area';

/** GET beekeeper/SwarmAlertList: the swarms sent to this collector, newest first, 15 a page. */
export async function getSwarmAlertPage(nextToken: string | null, signal?: AbortSignal) {
  const res = await call(API.swarm.swarmAlertList, {
    query: { RecordPerPage: PAGE_SIZE, NextToken: nextToken },
    signal,
  });
  return { rows: res.data, nextToken: res.NextToken ?? null };
}

export function useSwarmAlerts() {
  return useInfiniteQuery({
    queryKey: collectionKeys.alerts,
    queryFn: ({ pageParam, signal }) => getSwarmAlertPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.rows.length < PAGE_SIZE || !last.nextToken ? undefined : last.nextToken,
  });
}

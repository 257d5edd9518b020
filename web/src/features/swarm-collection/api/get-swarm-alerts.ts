import { API, PAGE_SIZE } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { collectionKeys } from './get-collection-area';
import { usePagedList } from '@/hooks/use-paged-list';

/** GET beekeeper/SwarmAlertList: the swarms sent to this collector, newest first, 15 a page. */
export async function getSwarmAlertPage(nextToken: string | null, signal?: AbortSignal) {
  const res = await call(API.swarm.swarmAlertList, {
    query: { RecordPerPage: PAGE_SIZE, NextToken: nextToken },
    signal,
  });
  return { rows: res.data, nextToken: res.NextToken ?? null };
}

export function useSwarmAlerts() {
  return usePagedList(collectionKeys.alerts, getSwarmAlertPage);
}

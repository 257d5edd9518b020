import { API } from '@beewatch/shared';
import { callPage } from '@/lib/paged-call';
import { collectionKeys } from './get-collection-area';
import { usePagedList } from '@/hooks/use-paged-list';

/** GET beekeeper/SwarmAlertList: the swarms sent to this collector, newest first, 15 a page. */
export function getSwarmAlertPage(nextToken: string | null, signal?: AbortSignal) {
  return callPage(API.swarm.swarmAlertList, nextToken, signal);
}

export function useSwarmAlerts() {
  return usePagedList(collectionKeys.alerts, getSwarmAlertPage);
}

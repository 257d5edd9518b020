import { API } from '@beewatch/shared';
import { callPage } from '@/lib/paged-call';
import { usePagedList } from '@/hooks/use-paged-list';

/** GET beewatchagent/SwarmNotificationList: every report, newest first, 15 a page. */
export function getSwarmNotificationPage(nextToken: string | null, signal?: AbortSignal) {
  return callPage(API.swarm.swarmNotificationList, nextToken, signal);
}

export function useSwarmNotifications() {
  return usePagedList(['swarm-notifications', 'list'], getSwarmNotificationPage);
}

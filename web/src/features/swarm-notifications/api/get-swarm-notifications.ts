import { API, PAGE_SIZE } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { usePagedList } from '@/hooks/use-paged-list';

/** GET beewatchagent/SwarmNotificationList: every report, newest first, 15 a page. */
export async function getSwarmNotificationPage(nextToken: string | null, signal?: AbortSignal) {
  const res = await call(API.swarm.swarmNotificationList, {
    query: { RecordPerPage: PAGE_SIZE, NextToken: nextToken },
    signal,
  });
  return { rows: res.data, nextToken: res.NextToken ?? null };
}

export function useSwarmNotifications() {
  return usePagedList(['swarm-notifications', 'list'], getSwarmNotificationPage);
}

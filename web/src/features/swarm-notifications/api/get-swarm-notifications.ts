import { API, PAGE_SIZE } from '@beewatch/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET beewatchagent/SwarmNotificationList: every report, newest first, 15 a page. */
export async function getSwarmNotificationPage(nextToken: string | null, signal?: AbortSignal) {
  const res = await call(API.swarm.swarmNotificationList, {
    query: { RecordPerPage: PAGE_SIZE, NextToken: nextToken },
    signal,
  });
  return { rows: res.data, nextToken: res.NextToken ?? null };
}

export function useSwarmNotifications() {
  return useInfiniteQuery({
    queryKey: ['swarm-notifications', 'list'],
    queryFn: ({ pageParam, signal }) => getSwarmNotificationPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.rows.length < PAGE_SIZE || !last.nextToken ? undefined : last.nextToken,
  });
}

import { API, type SubscriptionList } from '@beewatch/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callPage } from '@/lib/paged-call';
import { userKeys } from './get-users';

export interface SubscriptionFilter {
  List: SubscriptionList;
  RoleID?: number;
  Days: number;
}

/** GET admin/SubscriptionList: a page of one list. */
export function getSubscriptionPage(f: SubscriptionFilter, nextToken: string | null, signal?: AbortSignal) {
  return callPage(API.account.subscriptionList, nextToken, signal, f);
}

export function useSubscriptionList(f: SubscriptionFilter) {
  const query = useInfiniteQuery({
    queryKey: [...userKeys.subscriptions(), 'list', f],
    queryFn: ({ pageParam, signal }) => getSubscriptionPage(f, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.rows) ?? [], [query.data]);
  return { ...query, rows };
}

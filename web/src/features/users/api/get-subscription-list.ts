import { API, type SubscriptionList } from '@beewatch/shared';
import { useMemo } from 'react';
import { usePagedList } from '@/hooks/use-paged-list';
import { callPage } from '@/lib/paged-call';
import { userKeys } from './get-users';

export interface SubscriptionFilter {
  List: SubscriptionList;
  RoleID?: number;
  Days: number;
}

/** GET admin/SubscriptionList: a page of one list. */
export function getSubscriptionPage(f: SubscriptionFilter, nextToken: string | null, signal?: AbortSignal) {
  return callPage(API.users.subscriptionList, nextToken, signal, f);
}

export function useSubscriptionList(f: SubscriptionFilter) {
  const query = usePagedList(
    [...userKeys.subscriptions(), 'list', f],
    (token, signal) => getSubscriptionPage(f, token, signal),
    { shortPageEnds: false },
  );
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.rows) ?? [], [query.data]);
  return { ...query, rows };
}

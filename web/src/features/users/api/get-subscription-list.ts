import { API, PAGE_SIZE, type SubscriptionList, type SubscriptionRow } from '@beewatch/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '@/lib/api-client';
import { userKeys } from './get-users';

export interface SubscriptionFilter {
  List: SubscriptionList;
  RoleID?: number;
  Days: number;
}

/** GET admin/SubscriptionList: a page of one list. */
export async function getSubscriptionPage(
  f: SubscriptionFilter,
  nextToken: string | null,
  signal?: AbortSignal,
) {
  const res = await call(API.account.subscriptionList, {
    query: { ...f, RecordPerPage: PAGE_SIZE, NextToken: nextToken },
    signal,
  });
  return { rows: res.data, nextToken: res.NextToken ?? null };
}

export function useSubscriptionList(f: SubscriptionFilter) {
  const query = useInfiniteQuery({
    queryKey: [...userKeys.subscriptions(), 'list', f],
    queryFn: ({ pageParam, signal }) => getSubscriptionPage(f, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: { rows: SubscriptionRow[]; nextToken: string | null }) =>
      last.nextToken ?? undefined,
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.rows) ?? [], [query.data]);
  return { ...query, rows };
}

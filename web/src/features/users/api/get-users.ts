import { API, type UserFilter } from '@beewatch/shared';
import { useMemo } from 'react';
import { usePagedList } from '@/hooks/use-paged-list';
import { callPage } from '@/lib/paged-call';

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filter: UserFilter) => [...userKeys.lists(), filter] as const,
  detail: (userName: string) => [...userKeys.all, 'detail', userName.toLowerCase()] as const,
  history: (userName: string) => [...userKeys.all, 'history', userName.toLowerCase()] as const,
  subscriptions: () => [...userKeys.all, 'subscriptions'] as const,
  admins: () => [...userKeys.all, 'admins'] as const,
};

/** GET account/FetchAllUser: a page of the users the filters keep, by user name. */
export function getUserPage(filter: UserFilter, nextToken: string | null, signal?: AbortSignal) {
  return callPage(API.users.fetchAllUser, nextToken, signal, filter);
}

/** The infinite user list of the filters: 15 a page, the next asked with the previous NextToken. */
export function useUsers(filter: UserFilter) {
  const query = usePagedList(userKeys.list(filter), (token, signal) => getUserPage(filter, token, signal), {
    shortPageEnds: false,
  });
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.rows) ?? [], [query.data]);
  return { ...query, rows };
}

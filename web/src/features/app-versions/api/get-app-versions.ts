import { API } from '@beewatch/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const appVersionKeys = {
  all: ['app-versions'] as const,
  list: ['app-versions', 'list'] as const,
  one: (id: string) => ['app-versions', 'one', id] as const,
};

/** Rows a page of admin/AppVersionList (the server's page size). */
export const APP_VERSION_PAGE = 15;

/** GET admin/AppVersionList: newest first, paged by NextToken. */
export async function getAppVersionPage(nextToken: string | null, signal?: AbortSignal) {
  const res = await call(API.content.appVersionList, {
    query: { NextToken: nextToken ?? undefined },
    signal,
  });
  return { rows: res.data, nextToken: res.NextToken ?? null };
}
export function useAppVersions() {
  return useInfiniteQuery({
    queryKey: appVersionKeys.list,
    queryFn: ({ pageParam, signal }) => getAppVersionPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });
}

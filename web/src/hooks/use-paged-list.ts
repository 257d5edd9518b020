import { PAGE_SIZE } from '@beewatch/shared';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { ListPage } from '@/lib/paged-call';

export type { ListPage };

/**
 * A list read PAGE_SIZE rows at a time: the first page without a token, each next one with the
 * previous page's NextToken; a short page, or one without a token, is the last.
 */
export function usePagedList<Row>(
  queryKey: QueryKey,
  fetchPage: (nextToken: string | null, signal?: AbortSignal) => Promise<ListPage<Row>>,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.rows.length < PAGE_SIZE || !last.nextToken ? undefined : last.nextToken,
  });
}

/**
 * A list read page by page for as long as the server sends a NextToken (a short page does not
 * end it): the first page without a token, each next one with the previous page's.
 */
export function useTokenPagedList<Row>(
  queryKey: QueryKey,
  fetchPage: (nextToken: string | null, signal?: AbortSignal) => Promise<ListPage<Row>>,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });
}

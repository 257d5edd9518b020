import { PAGE_SIZE } from '@beewatch/shared';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { ListPage } from '@/lib/paged-call';

export type { ListPage };

/**
 * A list read PAGE_SIZE rows at a time: the first page without a token, each next one with the
 * previous page's NextToken. A page without a token is the last; so is a short page, unless
 * `shortPageEnds` is false (lists whose server filters a page after reading it, so a short page
 * may still have a NextToken).
 */
export function usePagedList<Row>(
  queryKey: QueryKey,
  fetchPage: (nextToken: string | null, signal?: AbortSignal) => Promise<ListPage<Row>>,
  { shortPageEnds = true }: { shortPageEnds?: boolean } = {},
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      !last.nextToken || (shortPageEnds && last.rows.length < PAGE_SIZE) ? undefined : last.nextToken,
  });
}

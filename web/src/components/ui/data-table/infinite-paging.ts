import type { DataPaging } from './types';

/** What a paged list query gives (TanStack Query's useInfiniteQuery result). */
export interface InfiniteList<Page> {
  data?: { pages: Page[] };
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A DataTable's rows and paging from an infinite list query whose pages each carry `rows`: all
 * rows loaded so far, and the footer that asks for the next page (`loadMoreLabel` on its button).
 */
export function infiniteRows<Row>(
  list: InfiniteList<{ rows: Row[] }>,
  loadMoreLabel: string,
): { rows: Row[]; loading: boolean; paging: DataPaging } {
  return {
    rows: list.data?.pages.flatMap((p) => p.rows) ?? [],
    loading: list.isPending,
    paging: {
      hasNextPage: list.hasNextPage,
      isFetchingNextPage: list.isFetchingNextPage,
      onLoadMore: () => void list.fetchNextPage(),
      loadMoreLabel,
    },
  };
}

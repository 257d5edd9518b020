import type { DataPaging } from './types';

/** What a paged list query gives (TanStack Query's useInfiniteQuery result). */
export interface InfiniteList<Page> {
  data?: { pages: Page[] };
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => unknown;
}

/**
 * Asks for the next page of an infinite list, once. The footer's sentinel and a virtualized
 * table's last rows can both ask in the same render; TanStack Query's default (`cancelRefetch`)
 * would abort the page in flight and ask for it again, so a second ask joins the first instead.
 */
export function loadNextPage(list: Pick<InfiniteList<unknown>, 'hasNextPage' | 'fetchNextPage'>): void {
  if (list.hasNextPage) void list.fetchNextPage({ cancelRefetch: false });
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
      onLoadMore: () => loadNextPage(list),
      loadMoreLabel,
    },
  };
}

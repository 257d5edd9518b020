import { API, PAGE_SIZE, type TrackingHistoryQuery, type TrackingHistoryRow } from '@beewatch/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The list's filters and sort (the query without paging). */
export type HistoryFilters = Pick<
  TrackingHistoryQuery,
  'Scope' | 'CategoryID' | 'FromDate' | 'ToDate' | 'Search' | 'orderColumn' | 'order'
>;

export const trackingHistoryKeys = {
  all: ['tracking-history'] as const,
  list: (f: HistoryFilters) => ['tracking-history', 'list', f] as const,
};

/** POST beewatchagent/FetchMyTrackingHistory: one page (15) of the caller's records, or the domain's. */
export async function fetchMyTrackingHistoryPage(
  filters: HistoryFilters,
  pageIndex: number,
  nextToken: string | null,
  signal?: AbortSignal,
) {
  const res = await call(API.tracking.fetchMyTrackingHistory, {
    body: { ...filters, PageIndex: pageIndex, RecordPerPage: PAGE_SIZE, NextToken: nextToken },
    signal,
  });
  return {
    rows: res.data as TrackingHistoryRow[],
    total: res.TotalRecord ?? 0,
    nextToken: res.NextToken ?? null,
  };
}

/** The infinite list: pages of 15 until fewer come back (spec §4). */
export function useMyTrackingHistory(filters: HistoryFilters) {
  return useInfiniteQuery({
    queryKey: trackingHistoryKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      fetchMyTrackingHistoryPage(filters, pageParam.index, pageParam.token, signal),
    initialPageParam: { index: 1, token: null as string | null },
    getNextPageParam: (last, pages) =>
      last.rows.length < PAGE_SIZE || !last.nextToken
        ? undefined
        : { index: pages.length + 1, token: last.nextToken },
  });
}

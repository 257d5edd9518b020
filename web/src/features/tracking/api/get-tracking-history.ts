import { API, PAGE_SIZE, TrackingRecord, type TrackingQuery } from '@beewatch/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { call } from '@/lib/api-client';
import {
  buildTrackingQuery,
  type PageParam,
  type TrackingFilters,
  type TrackingSort,
} from '../lib/tracking-query';

/** One page of the tracking list. */
export interface TrackingPage {
  rows: TrackingRecord[];
  total: number;
  nextToken: string | null;
}

export const trackingKeys = {
  all: ['tracking'] as const,
  lists: () => [...trackingKeys.all, 'list'] as const,
  list: (filters: TrackingFilters, sort: TrackingSort, generation: number) =>
    [...trackingKeys.lists(), { filters, sort, generation }] as const,
};

const TrackingRows = z.array(TrackingRecord);

/** POST beewatchagent/FetchTrackingHistory (spec §7.1): a page of records (the route's answer without Export). */
export async function fetchTrackingPage(query: TrackingQuery, signal?: AbortSignal): Promise<TrackingPage> {
  const res = await call(API.tracking.fetchTrackingHistory, { body: query, signal });
  const rows = TrackingRows.parse(res.data);
  return { rows, total: res.TotalRecord ?? rows.length, nextToken: res.NextToken ?? null };
}

/**
 * The infinite tracking list (spec §4): 15 rows a page, the next page asked with the previous
 * NextToken, and no more pages once one comes back short. `generation` is bumped for every
 * reload (search, delete); with gcTime 0 an abandoned list is dropped, so a reload always starts
 * again from page one instead of refetching every page already seen.
 */
export function useTrackingList(filters: TrackingFilters, sort: TrackingSort, generation: number) {
  const query = useInfiniteQuery({
    queryKey: trackingKeys.list(filters, sort, generation),
    queryFn: ({ pageParam, signal }) =>
      fetchTrackingPage(buildTrackingQuery(filters, sort, pageParam), signal),
    initialPageParam: { pageIndex: 1, nextToken: null } as PageParam,
    getNextPageParam: (last, pages): PageParam | undefined =>
      last.rows.length < PAGE_SIZE || !last.nextToken
        ? undefined
        : { pageIndex: pages.length + 1, nextToken: last.nextToken },
    gcTime: 0,
    staleTime: Infinity,
  });

  const records = useMemo(() => {
    const seen = new Set<string>();
    const out: TrackingRecord[] = [];
    for (const page of query.data?.pages ?? []) {
      for (const row of page.rows) {
        if (!seen.has(row.HornetTrackingID)) {
          seen.add(row.HornetTrackingID);
          out.push(row);
        }
      }
    }
    return out;
  }, [query.data]);

  return { ...query, records, total: query.data?.pages[0]?.total ?? 0 };
}

import { API, type Substance } from '@beewatch/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { pesticideKeys } from './keys';

export interface SubstanceFilters {
  Search: string;
  PesticideType?: number;
  Status?: 'Approved' | 'Not approved' | 'Pending';
  BeeToxicity?: 'High' | 'Moderate' | 'Low' | 'Unknown';
}

/** GET admin/PesticideList: a page of active substances by name (25 a page), filtered. */
export async function getSubstancePage(f: SubstanceFilters, nextToken: string | null, signal?: AbortSignal) {
  const res = await call(API.pesticides.substanceList, {
    query: { ...f, RecordPerPage: 25, NextToken: nextToken },
    signal,
  });
  return { rows: res.data as Substance[], nextToken: res.NextToken ?? null };
}

/** The substance list as an infinite query: the next page while the server gives a NextToken. */
export function useSubstances(f: SubstanceFilters, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: [...pesticideKeys.substances, f],
    queryFn: ({ pageParam, signal }) => getSubstancePage(f, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });
}

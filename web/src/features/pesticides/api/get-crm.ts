import { API, type CrmRow } from '@beewatch/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { pesticideKeys } from './keys';

/** GET admin/CrmPesticides: a page of pesticide users with their season figures. */
export async function getCrmPage(nextToken: string | null, signal?: AbortSignal) {
  const res = await call(API.pesticides.crmPesticides, {
    query: { RecordPerPage: 25, NextToken: nextToken },
    signal,
  });
  return { rows: res.data as CrmRow[], nextToken: res.NextToken ?? null };
}

export function useCrm() {
  return useInfiniteQuery({
    queryKey: pesticideKeys.crm,
    queryFn: ({ pageParam, signal }) => getCrmPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });
}

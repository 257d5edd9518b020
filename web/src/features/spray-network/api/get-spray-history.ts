import { API, type DomainSprayRow } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sprayNetKeys } from './keys';

/** GET beewatchagent/SprayHistory: the domain's spray notifications between two days. */
export async function getSprayHistory(
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<DomainSprayRow[]> {
  return (await call(API.spraynet.sprayHistory, { query: { FromDate: from, ToDate: to }, signal })).data;
}

export const sprayHistoryQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: sprayNetKeys.historyRange(from, to),
    queryFn: ({ signal }) => getSprayHistory(from, to, signal),
  });

export function useSprayHistory(from: string, to: string) {
  return useQuery(sprayHistoryQueryOptions(from, to));
}

import { API, type DomainHornetData } from '@beewatch/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { coordinationKeys } from './keys';

export interface HornetFilter {
  From: string;
  To: string;
  CategoryID?: string;
}

/** GET beewatchagent/DomainHornetPaths: flight lines and nest estimates of the domain. */
export async function getHornetPaths(filter: HornetFilter, signal?: AbortSignal): Promise<DomainHornetData> {
  return (await call(API.coordination.domainHornetPaths, { query: filter, signal })).data;
}

export function useHornetPaths(filter: HornetFilter) {
  return useQuery({
    queryKey: coordinationKeys.hornets(filter),
    queryFn: ({ signal }) => getHornetPaths(filter, signal),
    placeholderData: keepPreviousData,
  });
}

import { API, type SwarmSeasonData } from '@beewatch/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { coordinationKeys } from './keys';

/** The season filters of swarmnotimap (dates yyyy-mm-dd; empty filters mean all). */
export interface SeasonFilter {
  From: string;
  To: string;
  Status?: string;
  TypeOption?: number;
  BeeOption?: number;
  Collector?: string;
}

/** GET beewatchagent/SwarmSeason: the domain's reports in the period, without reporters' data. */
export async function getSeason(filter: SeasonFilter, signal?: AbortSignal): Promise<SwarmSeasonData> {
  return (await call(API.coordination.swarmSeason, { query: filter, signal })).data;
}

export function useSeason(filter: SeasonFilter) {
  return useQuery({
    queryKey: coordinationKeys.season(filter),
    queryFn: ({ signal }) => getSeason(filter, signal),
    placeholderData: keepPreviousData,
  });
}

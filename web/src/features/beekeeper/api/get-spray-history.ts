import { API, type SprayHistoryRow } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { beekeeperKeys } from './get-beekeeper-home';

/** GET beekeeper/SprayTreatmentHistory: every spray notification that alerted the caller. */
export async function getSprayHistory(signal?: AbortSignal): Promise<SprayHistoryRow[]> {
  return (await call(API.beekeeper.sprayHistory, { query: {}, signal })).data;
}

export const sprayHistoryQueryOptions = () =>
  queryOptions({ queryKey: beekeeperKeys.sprays, queryFn: ({ signal }) => getSprayHistory(signal) });

export function useSprayHistory() {
  return useQuery(sprayHistoryQueryOptions());
}

import { API, type SwarmCoverage } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { coordinationKeys } from './keys';

/** GET beewatchagent/SwarmCoverage: each area unit of the domain and the collectors covering it. */
export async function getCoverage(signal?: AbortSignal): Promise<SwarmCoverage> {
  return (await call(API.coordination.swarmCoverage, { signal })).data;
}

export function useCoverage() {
  return useQuery({ queryKey: coordinationKeys.coverage, queryFn: ({ signal }) => getCoverage(signal) });
}

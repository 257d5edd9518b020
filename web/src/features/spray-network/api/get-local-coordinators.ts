import { API, type LocalCoordinators } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sprayNetKeys } from './keys';

/** GET pesticide/LocalCoordinator: the spray liaisons whose domain holds the caller's area. */
export async function getLocalCoordinators(signal?: AbortSignal): Promise<LocalCoordinators> {
  return (await call(API.spraynet.localCoordinators, { signal })).data;
}

export const localCoordinatorsQueryOptions = () =>
  queryOptions({
    queryKey: sprayNetKeys.coordinators(),
    queryFn: ({ signal }) => getLocalCoordinators(signal),
  });

export function useLocalCoordinators() {
  return useQuery(localCoordinatorsQueryOptions());
}

import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const collectionKeys = {
  area: ['swarm-collection', 'area'] as const,
  alerts: ['swarm-collection', 'alerts'] as const,
  alert: (id: string) => ['swarm-collection', 'alert', id] as const,
};

/** GET beekeeper/GetCollectionArea: the collector's area, or null when none is set. */
export async function getCollectionArea(signal?: AbortSignal) {
  return (await call(API.swarm.getCollectionArea, { signal })).data;
}

export function useCollectionArea() {
  return useQuery({ queryKey: collectionKeys.area, queryFn: ({ signal }) => getCollectionArea(signal) });
}

import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { API } from '@beewatch/shared';
import { call, type BodyOf } from '@/lib/api-client';
import { collectionKeys } from './get-collection-area';

/** POST beekeeper/SaveCollectionArea: post code (geocoded by the server) and radius 1–10 km. */
export async function saveCollectionArea(body: BodyOf<typeof API.swarm.saveCollectionArea>) {
  return (await call(API.swarm.saveCollectionArea, { body })).data;
}

export function useSaveCollectionArea() {
  return useCacheMutation(saveCollectionArea, { store: (area) => [collectionKeys.area, area] });
}

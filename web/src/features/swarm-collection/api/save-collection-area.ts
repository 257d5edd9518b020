import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type BodyOf } from '@/lib/api-client';
import { collectionKeys } from './get-collection-area';

/** POST beekeeper/SaveCollectionArea: post code (geocoded by the server) and radius 1–10 km. */
export async function saveCollectionArea(body: BodyOf<typeof API.swarm.saveCollectionArea>) {
  return (await call(API.swarm.saveCollectionArea, { body })).data;
}

export function useSaveCollectionArea() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCollectionArea,
    onSuccess: (area) => queryClient.setQueryData(collectionKeys.area, area),
  });
}

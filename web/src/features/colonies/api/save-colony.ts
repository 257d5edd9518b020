import { API, type ColonyInput } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** POST beekeeper/AddOrUpdateColony: adds (no ColonyID) or edits a colony. */
export async function saveColony(body: ColonyInput) {
  return (await call(API.colonies.addOrUpdateColony, { body })).data;
}

export function useSaveColony() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveColony,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: colonyKeys.all }),
  });
}

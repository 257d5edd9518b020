import { API, type ColonyInput } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST beekeeper/AddOrUpdateColony: adds (no ColonyID) or edits a colony. */
export async function saveColony(body: ColonyInput) {
  return (await call(API.colonies.addOrUpdateColony, { body })).data;
}

export function useSaveColony() {
  return useInvalidatingMutation(saveColony, colonyKeys.all);
}

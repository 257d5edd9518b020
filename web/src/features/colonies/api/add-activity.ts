import { API, type AddActivityRequest } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { colonyKeys } from './keys';

/** POST beekeeper/AddColonyActivity: one entry of a colony's activity log. */
export async function addActivity(body: AddActivityRequest) {
  return (await call(API.colonies.addColonyActivity, { body })).data;
}

export function useAddActivity() {
  return useCacheMutation(addActivity, {
    store: (record) => [colonyKeys.record(record.Colony.ColonyID), record],
    invalidate: [colonyKeys.mine],
  });
}

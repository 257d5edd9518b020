import { API, type AddActivityRequest } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** POST beekeeper/AddColonyActivity: one entry of a colony's activity log. */
export async function addActivity(body: AddActivityRequest) {
  return (await call(API.colonies.addColonyActivity, { body })).data;
}

export function useAddActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addActivity,
    onSuccess: (record) => {
      queryClient.setQueryData(colonyKeys.record(record.Colony.ColonyID), record);
      void queryClient.invalidateQueries({ queryKey: colonyKeys.mine });
    },
  });
}

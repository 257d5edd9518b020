import { API, type MedicineInput } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** POST beekeeper/AddMedicineRecord: a medicine given to one or more colonies. */
export async function addMedicine(body: MedicineInput) {
  return (await call(API.colonies.addMedicineRecord, { body })).data;
}

export function useAddMedicine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMedicine,
    onSuccess: (ids) => {
      for (const id of ids) void queryClient.invalidateQueries({ queryKey: colonyKeys.record(id) });
      void queryClient.invalidateQueries({ queryKey: colonyKeys.mine });
    },
  });
}

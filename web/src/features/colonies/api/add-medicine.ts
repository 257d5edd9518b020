import { API, type MedicineInput } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { colonyKeys } from './keys';

/** POST beekeeper/AddMedicineRecord: a medicine given to one or more colonies. */
export async function addMedicine(body: MedicineInput) {
  return (await call(API.colonies.addMedicineRecord, { body })).data;
}

export function useAddMedicine() {
  return useCacheMutation(addMedicine, {
    invalidate: (ids) => [...ids.map((id) => colonyKeys.record(id)), colonyKeys.mine],
  });
}

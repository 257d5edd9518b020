import { API, type InspectionInput } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { inspectionKeys } from './keys';

/** POST inspector/SaveHiveInspection (spec §7.3): a new inspection or an edit. */
export async function saveInspection(body: InspectionInput) {
  return (await call(API.inspections.saveHiveInspection, { body })).data;
}

export function useSaveInspection() {
  return useInvalidatingMutation(saveInspection, inspectionKeys.all);
}

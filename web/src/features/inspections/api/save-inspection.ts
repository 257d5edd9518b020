import { API, type InspectionInput } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { inspectionKeys } from './keys';

/** POST inspector/SaveHiveInspection (spec §7.3): a new inspection or an edit. */
export async function saveInspection(body: InspectionInput) {
  return (await call(API.inspections.saveHiveInspection, { body })).data;
}

export function useSaveInspection() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveInspection,
    onSuccess: () => void qc.invalidateQueries({ queryKey: inspectionKeys.all }),
  });
}

import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type BodyOf } from '@/lib/api-client';
import { treatmentKeys } from './get-fields';

/** POST pesticide/AddOrUpdateTreatmentField. */
export async function saveField(values: BodyOf<typeof API.sites.addOrUpdateTreatmentField>) {
  return (await call(API.sites.addOrUpdateTreatmentField, { body: values })).data;
}

export function useSaveField() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveField,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: treatmentKeys.fields });
      void qc.invalidateQueries({ queryKey: treatmentKeys.map });
    },
  });
}

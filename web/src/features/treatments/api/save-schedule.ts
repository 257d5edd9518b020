import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, type BodyOf } from '@/lib/api-client';
import { treatmentKeys } from './get-fields';

/** POST pesticide/AddOrUpdateTreatmentSchedule: saves and alerts (how many, never whom). */
export async function saveSchedule(values: BodyOf<typeof API.sites.addOrUpdateTreatmentSchedule>) {
  return (await call(API.sites.addOrUpdateTreatmentSchedule, { body: values })).data;
}

export function useSaveSchedule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSchedule,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: treatmentKeys.schedules });
      void qc.invalidateQueries({ queryKey: treatmentKeys.map });
    },
  });
}

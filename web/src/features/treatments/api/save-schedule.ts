import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { API } from '@beewatch/shared';
import { call, type BodyOf } from '@/lib/api-client';
import { treatmentKeys } from './get-fields';

/** POST pesticide/AddOrUpdateTreatmentSchedule: saves and alerts (how many, never whom). */
export async function saveSchedule(values: BodyOf<typeof API.sites.addOrUpdateTreatmentSchedule>) {
  return (await call(API.sites.addOrUpdateTreatmentSchedule, { body: values })).data;
}

export function useSaveSchedule() {
  return useCacheMutation(saveSchedule, { invalidate: [treatmentKeys.schedules, treatmentKeys.map] });
}

import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { API } from '@beewatch/shared';
import { call, type BodyOf } from '@/lib/api-client';
import { treatmentKeys } from './get-fields';

/** POST pesticide/AddOrUpdateTreatmentField. */
export async function saveField(values: BodyOf<typeof API.sites.addOrUpdateTreatmentField>) {
  return (await call(API.sites.addOrUpdateTreatmentField, { body: values })).data;
}

export function useSaveField() {
  return useCacheMutation(saveField, { invalidate: [treatmentKeys.fields, treatmentKeys.map] });
}

import { API } from '@beewatch/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, type BodyOf } from '@/lib/api-client';

export const treatmentKeys = {
  fields: ['treatments', 'fields'] as const,
  schedules: ['treatments', 'schedules'] as const,
  map: ['treatments', 'map'] as const,
};

/** GET pesticide/TreatmentFieldList: the caller's fields by name. */
export async function getFields(signal?: AbortSignal) {
  return (await call(API.sites.treatmentFieldList, { signal })).data;
}

export function useFields() {
  return useQuery({ queryKey: treatmentKeys.fields, queryFn: ({ signal }) => getFields(signal) });
}

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

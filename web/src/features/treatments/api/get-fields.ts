import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

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

import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { treatmentKeys } from './get-fields';

/** GET pesticide/SprayMap: the caller's fields and spray notifications (pesticide/index). */
export async function getPesticideMap(signal?: AbortSignal) {
  return (await call(API.sites.pesticideMap, { signal })).data;
}

export function usePesticideMap() {
  return useQuery({ queryKey: treatmentKeys.map, queryFn: ({ signal }) => getPesticideMap(signal) });
}

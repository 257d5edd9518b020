import { PesticideMap } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { treatmentKeys } from './fields';

/** GET pesticide/SprayMap: the caller's fields and spray notifications (pesticide/index). */
export async function getPesticideMap(signal?: AbortSignal) {
  return (await apiRequest('pesticide/SprayMap', { data: PesticideMap, signal })).data;
}

export function usePesticideMap() {
  return useQuery({ queryKey: treatmentKeys.map, queryFn: ({ signal }) => getPesticideMap(signal) });
}

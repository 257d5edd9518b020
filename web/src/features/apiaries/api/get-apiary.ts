import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { apiaryKeys } from './get-apiaries';

/** GET beekeeper/GetApiary?ApiaryID=. */
export async function getApiary(id: string, signal?: AbortSignal) {
  return (await call(API.sites.getApiary, { query: { ApiaryID: id }, signal })).data;
}

export function useApiary(id: string | null) {
  return useQuery({
    queryKey: [...apiaryKeys.all, id],
    queryFn: ({ signal }) => getApiary(id!, signal),
    enabled: Boolean(id),
  });
}

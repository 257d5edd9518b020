import { API, type ApiaryColony } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { inspectionKeys } from './keys';

/** GET inspector/ApiaryColonies: the colonies of an apiary of the domain, for per-colony rows. */
export async function getApiaryColonies(apiaryId: string, signal?: AbortSignal): Promise<ApiaryColony[]> {
  return (await call(API.inspections.apiaryColonies, { query: { ApiaryID: apiaryId }, signal })).data;
}

export function useApiaryColonies(apiaryId: string) {
  return useQuery({
    queryKey: inspectionKeys.colonies(apiaryId),
    queryFn: ({ signal }) => getApiaryColonies(apiaryId, signal),
  });
}

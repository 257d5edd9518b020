import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const apiaryKeys = { all: ['apiaries'] as const };

/** GET beekeeper/MyApiaries: the caller's apiaries by name. */
export async function getApiaries(signal?: AbortSignal) {
  return (await call(API.sites.myApiaries, { signal })).data;
}

export function useApiaries() {
  return useQuery({ queryKey: apiaryKeys.all, queryFn: ({ signal }) => getApiaries(signal) });
}

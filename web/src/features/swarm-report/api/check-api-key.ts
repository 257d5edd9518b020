import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { keyHeaders } from '../lib/key-headers';

/** GET swarm/CheckApiKey: the key's owner, or an ApiError for an unknown or revoked key. */
export async function checkApiKey(apiKey: string, signal?: AbortSignal) {
  const res = await call(API.swarmform.checkApiKey, { auth: false, headers: keyHeaders(apiKey), signal });
  return res.data;
}

/** The key check of the form page, once per key. */
export function useApiKeyInfo(apiKey: string) {
  return useQuery({
    queryKey: ['swarm-report', 'key', apiKey],
    queryFn: ({ signal }) => checkApiKey(apiKey, signal),
    retry: false,
    staleTime: Infinity,
  });
}

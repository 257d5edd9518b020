import { API, ApiKeyRow, PAGE_SIZE, type GenerateApiKeyRequest } from '@beewatch/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const apiKeyKeys = { list: ['api-keys', 'list'] as const };

/** GET admin/ApiKeyList?RecordPerPage=15&NextToken=: a page of keys, newest first. */
export async function getApiKeyPage(nextToken: string | null, signal?: AbortSignal) {
  const res = await call(API.swarm.apiKeyList, {
    query: { RecordPerPage: PAGE_SIZE, NextToken: nextToken },
    signal,
  });
  return { rows: res.data, nextToken: res.NextToken ?? null };
}

/** The key list, 15 a page. */
export function useApiKeys() {
  return useInfiniteQuery({
    queryKey: apiKeyKeys.list,
    queryFn: ({ pageParam, signal }) => getApiKeyPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.rows.length < PAGE_SIZE || !last.nextToken ? undefined : last.nextToken,
  });
}

/** POST admin/GenerateApiKey: the new key. */
export async function generateApiKey(body: GenerateApiKeyRequest): Promise<ApiKeyRow> {
  return (await call(API.swarm.generateApiKey, { body })).data;
}

export function useGenerateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateApiKey,
    onSuccess: () => void queryClient.resetQueries({ queryKey: apiKeyKeys.list }),
  });
}

/** POST admin/RevokeApiKey: the key, now revoked (the form stops working at once). */
export async function revokeApiKey(apiKey: string): Promise<ApiKeyRow> {
  return (await call(API.swarm.revokeApiKey, { body: { ApiKey: apiKey } })).data;
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeyKeys.list }),
  });
}

/** The form's address for a key on this portal, and the iframe a key owner pastes into their page. */
export function embedOf(apiKey: string, origin = window.location.origin) {
  const url = `${origin}/home/swarmapi/${apiKey}`;
  return {
    url,
    snippet: `<iframe src="${url}" title="Report a swarm" style="width:100%;height:1150px;border:0"></iframe>`,
  };
}

import { API, ApiKeyRow } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { apiKeyKeys } from './get-api-keys';

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

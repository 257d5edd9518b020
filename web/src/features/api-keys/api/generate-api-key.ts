import { API, ApiKeyRow, type GenerateApiKeyRequest } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { apiKeyKeys } from './get-api-keys';

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

import { API, ApiKeyRow, type GenerateApiKeyRequest } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { apiKeyKeys } from './get-api-keys';

/** POST admin/GenerateApiKey: the new key. */
export async function generateApiKey(body: GenerateApiKeyRequest): Promise<ApiKeyRow> {
  return (await call(API.swarm.generateApiKey, { body })).data;
}

export function useGenerateApiKey() {
  return useCacheMutation(generateApiKey, { reset: apiKeyKeys.list });
}

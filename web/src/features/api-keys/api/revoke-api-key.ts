import { API, ApiKeyRow } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { apiKeyKeys } from './get-api-keys';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST admin/RevokeApiKey: the key, now revoked (the form stops working at once). */
export async function revokeApiKey(apiKey: string): Promise<ApiKeyRow> {
  return (await call(API.swarm.revokeApiKey, { body: { ApiKey: apiKey } })).data;
}

export function useRevokeApiKey() {
  return useInvalidatingMutation(revokeApiKey, apiKeyKeys.list);
}

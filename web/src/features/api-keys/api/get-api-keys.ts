import { API, PAGE_SIZE } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { usePagedList } from '@/hooks/use-paged-list';

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
  return usePagedList(apiKeyKeys.list, getApiKeyPage);
}

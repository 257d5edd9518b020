import { API } from '@beewatch/shared';
import { callPage } from '@/lib/paged-call';
import { usePagedList } from '@/hooks/use-paged-list';

export const apiKeyKeys = { list: ['api-keys', 'list'] as const };

/** GET admin/ApiKeyList?RecordPerPage=15&NextToken=: a page of keys, newest first. */
export function getApiKeyPage(nextToken: string | null, signal?: AbortSignal) {
  return callPage(API.swarm.apiKeyList, nextToken, signal);
}

/** The key list, 15 a page. */
export function useApiKeys() {
  return usePagedList(apiKeyKeys.list, getApiKeyPage);
}

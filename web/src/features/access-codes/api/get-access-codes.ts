import { API } from '@beewatch/shared';
import { callPage } from '@/lib/paged-call';
import { usePagedList } from '@/hooks/use-paged-list';

export const accessCodeKeys = { list: ['access-codes', 'list'] as const };

/** GET admin/AccessCodeList?RecordPerPage=15&NextToken=: a page, newest first. */
export function getAccessCodePage(nextToken: string | null, signal?: AbortSignal) {
  return callPage(API.users.accessCodeList, nextToken, signal);
}

/** The infinite list: 15 codes a page, the next asked with the previous NextToken. */
export function useAccessCodes() {
  return usePagedList(accessCodeKeys.list, getAccessCodePage);
}

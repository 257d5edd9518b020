import { API, AccessCodeRow, PAGE_SIZE } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { usePagedList } from '@/hooks/use-paged-list';

/** One page of the access-code list. */
export interface AccessCodePage {
  rows: AccessCodeRow[];
  nextToken: string | null;
}

export const accessCodeKeys = { list: ['access-codes', 'list'] as const };

/** GET admin/AccessCodeList?RecordPerPage=15&NextToken=: a page, newest first. */
export async function getAccessCodePage(
  nextToken: string | null,
  signal?: AbortSignal,
): Promise<AccessCodePage> {
  const res = await call(API.account.accessCodeList, {
    query: { RecordPerPage: PAGE_SIZE, NextToken: nextToken },
    signal,
  });
  return { rows: res.data, nextToken: res.NextToken ?? null };
}

/** The infinite list: 15 codes a page, the next asked with the previous NextToken. */
export function useAccessCodes() {
  return usePagedList(accessCodeKeys.list, getAccessCodePage);
}

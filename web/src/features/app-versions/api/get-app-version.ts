import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { appVersionKeys } from './get-app-versions';

/** GET admin/FetchAppVersion. */
export async function getAppVersion(id: string, signal?: AbortSignal) {
  const res = await call(API.content.fetchAppVersion, { query: { AppVersionID: id }, signal });
  return res.data;
}
export function useAppVersion(id: string | null) {
  return useQuery({
    queryKey: appVersionKeys.one(id ?? ''),
    queryFn: ({ signal }) => getAppVersion(id!, signal),
    enabled: Boolean(id),
  });
}

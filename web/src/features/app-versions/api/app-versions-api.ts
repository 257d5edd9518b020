import { API, type AppPackageUpload } from '@beewatch/shared';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, TRANSPORT_ERROR, type BodyOf } from '@/lib/api-client';

export const appVersionKeys = {
  all: ['app-versions'] as const,
  list: ['app-versions', 'list'] as const,
  one: (id: string) => ['app-versions', 'one', id] as const,
};

/** Rows a page of admin/AppVersionList (the server's page size). */
export const APP_VERSION_PAGE = 15;

/** GET admin/AppVersionList: newest first, paged by NextToken. */
export async function getAppVersionPage(nextToken: string | null, signal?: AbortSignal) {
  const res = await call(API.content.appVersionList, {
    query: { NextToken: nextToken ?? undefined },
    signal,
  });
  return { rows: res.data, nextToken: res.NextToken ?? null };
}
export function useAppVersions() {
  return useInfiniteQuery({
    queryKey: appVersionKeys.list,
    queryFn: ({ pageParam, signal }) => getAppVersionPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });
}

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

/** POST admin/AddAppVersion: the version (Pending) and its package upload form. */
export async function addAppVersion(body: BodyOf<typeof API.content.addAppVersion>) {
  return (await call(API.content.addAppVersion, { body })).data;
}
/** POST admin/EditAppVersion: with ReplacePackage, a new upload form. */
export async function editAppVersion(body: BodyOf<typeof API.content.editAppVersion>) {
  return (await call(API.content.editAppVersion, { body })).data;
}
/** POST admin/ConfirmAppPackage: the server checks the upload and publishes it. */
export async function confirmAppPackage(id: string) {
  return (await call(API.content.confirmAppPackage, { query: { AppVersionID: id } })).data;
}

/** Posts the package with the presigned form (S3 browser-based upload: fields first, file last). */
export async function uploadPackage(upload: AppPackageUpload, file: File): Promise<void> {
  const form = new FormData();
  for (const [k, v] of Object.entries(upload.Fields)) form.append(k, v);
  form.append('file', file);
  let res: Response;
  try {
    res = await fetch(upload.Url, { method: 'POST', body: form });
  } catch {
    throw new ApiError(TRANSPORT_ERROR, 'Upload failed', 0);
  }
  if (!res.ok) throw new ApiError(TRANSPORT_ERROR, 'Upload failed', res.status);
}

/** Invalidates the lists after a save. */
export function useRefreshAppVersions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: appVersionKeys.all });
}

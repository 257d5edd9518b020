import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET common/DownloadFile (public; spec §7.2 'Download file (FolderName, FileName)'). */
export async function getDownload(folderName: string, fileName: string, signal?: AbortSignal) {
  const res = await call(API.content.downloadFile, {
    query: { FolderName: folderName, FileName: fileName },
    auth: false,
    signal,
  });
  return res.data;
}

export function useDownload(folderName: string, fileName: string) {
  return useQuery({
    queryKey: ['app-versions', 'download', folderName, fileName],
    queryFn: ({ signal }) => getDownload(folderName, fileName, signal),
    retry: false,
    staleTime: 60_000,
  });
}

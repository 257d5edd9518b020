import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export type HistoryMediaType = 'video' | 'audio';

/** While an upload is still being checked, ask again this often (ms). */
const POLL_MS = 4000;

/** GET beewatchagent/MyTrackingMedia: a presigned URL of the record's video or audio, or null while uploading. */
export async function getMyTrackingMedia(id: string, type: HistoryMediaType, signal?: AbortSignal) {
  return (await call(API.tracking.myTrackingMedia, { query: { ID: id, type }, signal })).data;
}

/**
 * The record's video or audio URL (none while `type` is null), asked again every POLL_MS until
 * the announced medium has arrived; never cached, as the URL expires.
 */
export function useMyTrackingMedia(id: string, type: HistoryMediaType | null) {
  return useQuery({
    queryKey: ['tracking-history', 'evidence', id, type],
    queryFn: ({ signal }) => getMyTrackingMedia(id, type!, signal),
    enabled: type !== null,
    refetchInterval: (q) => (q.state.data?.Available && q.state.data.Url ? false : POLL_MS),
    gcTime: 0,
    staleTime: 0,
  });
}

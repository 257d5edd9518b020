import { API, type TrackingMediaData } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { call } from '@/lib/api-client';
import { trackingKeys } from './get-tracking-history';

export type MediaType = 'video' | 'audio';
export type TrackingMedia = z.infer<typeof TrackingMediaData>;

/** While an upload is still being checked, ask again this often (ms). */
const POLL_MS = 4000;

/** GET beewatchagent/GetTrackingMedia?ID=&type= : a short-lived URL once the upload is available. */
export async function fetchTrackingMedia(
  id: string,
  type: MediaType,
  signal?: AbortSignal,
): Promise<TrackingMedia> {
  const res = await call(API.media.getTrackingMedia, { query: { ID: id, type }, signal });
  return res.data;
}

/** Polled until the upload is available; presigned URLs expire, so one from an earlier opening is never reused. */
export const trackingMediaQuery = (id: string, type: MediaType) =>
  queryOptions({
    queryKey: [...trackingKeys.all, 'media', id, type] as const,
    queryFn: ({ signal }) => fetchTrackingMedia(id, type, signal),
    refetchInterval: (q) => (q.state.data?.Available && q.state.data.Url ? false : POLL_MS),
    gcTime: 0,
    staleTime: 0,
  });

export const useTrackingMedia = (id: string, type: MediaType) => useQuery(trackingMediaQuery(id, type));

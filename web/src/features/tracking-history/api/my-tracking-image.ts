import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET beewatchagent/MyTrackingImage?id=: a presigned URL of the caller's record's image (5 minutes). */
export async function getMyTrackingImage(id: string, signal?: AbortSignal) {
  return (await call(API.tracking.myTrackingImage, { query: { id }, signal })).data;
}

/** The record's image URL while `enabled`; asked anew each time, as the URL expires (never cached). */
export function useMyTrackingImage(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['tracking-history', 'evidence', id, 'image'],
    queryFn: ({ signal }) => getMyTrackingImage(id, signal),
    enabled,
    gcTime: 0,
    staleTime: 0,
  });
}

import { API, type RenderImageData } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { trackingKeys } from './get-tracking-history';

/** GET common/RenderImageBytesArray?id= : a short-lived URL of the record's image. */
export async function fetchTrackingImage(id: string, signal?: AbortSignal): Promise<RenderImageData> {
  const res = await call(API.media.renderImageBytesArray, { query: { id }, signal });
  return res.data;
}

/** The image URL is presigned for MEDIA_URL_TTL_S; a fresh one is asked when the popup opens a minute later. */
export const trackingImageQuery = (id: string) =>
  queryOptions({
    queryKey: [...trackingKeys.all, 'image', id] as const,
    queryFn: ({ signal }) => fetchTrackingImage(id, signal),
    staleTime: 60_000,
  });

export const useTrackingImage = (id: string) => useQuery(trackingImageQuery(id));

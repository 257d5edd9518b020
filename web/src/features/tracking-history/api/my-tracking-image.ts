import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';

/** GET beewatchagent/MyTrackingImage?id=: a presigned URL of the caller's record's image (5 minutes). */
export async function getMyTrackingImage(id: string, signal?: AbortSignal) {
  return (await call(API.tracking.myTrackingImage, { query: { id }, signal })).data;
}

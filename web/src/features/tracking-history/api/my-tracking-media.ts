import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';

export type HistoryMediaType = 'video' | 'audio';

/** GET beewatchagent/MyTrackingMedia: a presigned URL of the record's video or audio, or null while uploading. */
export async function getMyTrackingMedia(id: string, type: HistoryMediaType, signal?: AbortSignal) {
  return (await call(API.tracking.myTrackingMedia, { query: { ID: id, type }, signal })).data;
}

import {
  API,
  CategoryOption,
  RenderImageData,
  TrackingMediaData,
  TrackingRecord,
  type TrackingQuery,
} from '@beewatch/shared';
import { z } from 'zod';
import { call } from '@/lib/api-client';

/** One page of the tracking list. */
export interface TrackingPage {
  rows: TrackingRecord[];
  total: number;
  nextToken: string | null;
}

export type MediaType = 'video' | 'audio';
export type TrackingMedia = z.infer<typeof TrackingMediaData>;

const TrackingRows = z.array(TrackingRecord);

/** POST beewatchagent/FetchTrackingHistory (spec §7.1): a page of records (the route's answer without Export). */
export async function fetchTrackingPage(query: TrackingQuery, signal?: AbortSignal): Promise<TrackingPage> {
  const res = await call(API.tracking.fetchTrackingHistory, { body: query, signal });
  const rows = TrackingRows.parse(res.data);
  return { rows, total: res.TotalRecord ?? rows.length, nextToken: res.NextToken ?? null };
}

/** POST beewatchagent/DeleteTrackingHistory?HornetTrackingID= (spec §7.1). */
export async function deleteTrackingRecord(id: string): Promise<void> {
  await call(API.tracking.deleteTrackingHistory, { query: { HornetTrackingID: id } });
}

/** GET beewatchagent/SaveTrackingHistory?Description=&ID= (spec §7.1). */
export async function saveTrackingDescription(id: string, description: string): Promise<void> {
  await call(API.tracking.saveTrackingHistory, { query: { Description: description, ID: id } });
}

/** GET beewatchagent/GetCategoryList: the options of the category filter. */
export async function fetchCategories(signal?: AbortSignal): Promise<CategoryOption[]> {
  const res = await call(API.tracking.getCategoryList, { signal });
  return res.data;
}

/** GET common/RenderImageBytesArray?id= : a short-lived URL of the record's image. */
export async function fetchTrackingImage(id: string, signal?: AbortSignal): Promise<RenderImageData> {
  const res = await call(API.media.renderImageBytesArray, { query: { id }, signal });
  return res.data;
}

/** GET beewatchagent/GetTrackingMedia?ID=&type= : a short-lived URL once the upload is available. */
export async function fetchTrackingMedia(
  id: string,
  type: MediaType,
  signal?: AbortSignal,
): Promise<TrackingMedia> {
  const res = await call(API.media.getTrackingMedia, { query: { ID: id, type }, signal });
  return res.data;
}

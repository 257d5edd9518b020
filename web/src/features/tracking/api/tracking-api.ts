import {
  CategoryOption,
  RenderImageData,
  TrackingMediaData,
  TrackingRecord,
  type TrackingQuery,
} from '@beewatch/shared';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** One page of the tracking list. */
export interface TrackingPage {
  rows: TrackingRecord[];
  total: number;
  nextToken: string | null;
}

export type MediaType = 'video' | 'audio';
export type TrackingMedia = z.infer<typeof TrackingMediaData>;

/** POST beewatchagent/FetchTrackingHistory (spec §7.1). */
export async function fetchTrackingPage(query: TrackingQuery, signal?: AbortSignal): Promise<TrackingPage> {
  const res = await apiRequest('beewatchagent/FetchTrackingHistory', {
    method: 'POST',
    body: query,
    data: z.array(TrackingRecord),
    signal,
  });
  return { rows: res.data, total: res.TotalRecord ?? res.data.length, nextToken: res.NextToken ?? null };
}

/** POST beewatchagent/DeleteTrackingHistory?HornetTrackingID= (spec §7.1). */
export async function deleteTrackingRecord(id: string): Promise<void> {
  await apiRequest('beewatchagent/DeleteTrackingHistory', {
    method: 'POST',
    query: { HornetTrackingID: id },
    data: z.unknown(),
  });
}

/** GET beewatchagent/SaveTrackingHistory?Description=&ID= (spec §7.1). */
export async function saveTrackingDescription(id: string, description: string): Promise<void> {
  await apiRequest('beewatchagent/SaveTrackingHistory', {
    query: { Description: description, ID: id },
    data: z.unknown(),
  });
}

/** GET beewatchagent/GetCategoryList: the options of the category filter. */
export async function fetchCategories(signal?: AbortSignal): Promise<CategoryOption[]> {
  const res = await apiRequest('beewatchagent/GetCategoryList', { data: z.array(CategoryOption), signal });
  return res.data;
}

/** GET common/RenderImageBytesArray?id= : a short-lived URL of the record's image. */
export async function fetchTrackingImage(id: string, signal?: AbortSignal): Promise<RenderImageData> {
  const res = await apiRequest('common/RenderImageBytesArray', {
    query: { id },
    data: RenderImageData,
    signal,
  });
  return res.data;
}

/** GET beewatchagent/GetTrackingMedia?ID=&type= : a short-lived URL once the upload is available. */
export async function fetchTrackingMedia(
  id: string,
  type: MediaType,
  signal?: AbortSignal,
): Promise<TrackingMedia> {
  const res = await apiRequest('beewatchagent/GetTrackingMedia', {
    query: { ID: id, type },
    data: TrackingMediaData,
    signal,
  });
  return res.data;
}

import * as z from 'zod/mini';
import {
  RenderImageData,
  RenderImageQuery,
  TRACKING_HISTORY_ROLES,
  TrackingHistoryCsvData,
  TrackingHistoryQuery,
  TrackingHistoryRow,
  TrackingMediaData,
  TrackingMediaQuery,
} from '../schemas/index.js';
import { defineRoutes } from './define.js';

/**
 * beewatchagent/trackinghistory (role-screens §9.1): the signed-in user's own tracking records,
 * or the swarm coordinator's domain, with the evidence of the caller's own records. Served by the
 * tracking area's function beside the controller's reporting calls.
 */
export const TRACKING_HISTORY = defineRoutes('tracking', {
  fetchMyTrackingHistory: {
    method: 'POST',
    path: 'beewatchagent/FetchMyTrackingHistory',
    roles: TRACKING_HISTORY_ROLES,
    body: TrackingHistoryQuery,
    response: z.union([z.array(TrackingHistoryRow), TrackingHistoryCsvData]),
    paged: true,
  },
  myTrackingImage: {
    method: 'GET',
    path: 'beewatchagent/MyTrackingImage',
    roles: TRACKING_HISTORY_ROLES,
    query: RenderImageQuery,
    response: RenderImageData,
  },
  myTrackingMedia: {
    method: 'GET',
    path: 'beewatchagent/MyTrackingMedia',
    roles: TRACKING_HISTORY_ROLES,
    query: TrackingMediaQuery,
    response: TrackingMediaData,
  },
});

import type * as API from '@beewatch/shared/api';
import { actorOf, type AreaOperations } from '../lib/http.js';
import { renderImage, trackingMediaUrl } from '../media/index.js';
import * as history from '../tracking/history-service.js';

type TrackingOperations = AreaOperations<typeof API.tracking>;

/**
 * The tracking area's operations of beewatchagent/trackinghistory (role-screens §9.1): the
 * caller's own records (or the swarm coordinator's domain), their export and their evidence.
 */
export const trackingHistoryOperations = {
  async fetchMyTrackingHistory({ body }, req) {
    const actor = actorOf(req);
    if (body.Export) {
      const { data, total } = await history.exportMyTrackingHistory(actor, body);
      return { data, TotalRecord: total, NextToken: null };
    }
    const result = await history.myTrackingHistory(actor, body);
    return { data: result.rows, TotalRecord: result.total, NextToken: result.nextToken };
  },
  async myTrackingImage({ query }, req) {
    await history.viewableRecord(actorOf(req), query.id);
    return { data: await renderImage(query.id) };
  },
  async myTrackingMedia({ query }, req) {
    await history.viewableRecord(actorOf(req), query.ID);
    return { data: await trackingMediaUrl(query.ID, query.type) };
  },
} satisfies Pick<TrackingOperations, 'fetchMyTrackingHistory' | 'myTrackingImage' | 'myTrackingMedia'>;

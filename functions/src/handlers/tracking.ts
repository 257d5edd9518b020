import * as API from '@beewatch/shared/api';
import { Msg } from '@beewatch/shared';
import { dashboardTracking } from '../dashboard/tracking-figures.js';
import { listSends } from '../escalation/sends-repository.js';
import { areaHandler } from '../lib/http.js';
import * as tracking from '../tracking/service.js';
import { trackingHistoryOperations } from './tracking-history.js';

/**
 * Lambda of the tracking area: the controller's reporting calls of spec §7.1, and the tracking
 * history of the other roles (tracking-history.ts).
 */
export const handler = areaHandler(API.tracking, {
  // admin/index: tracking records of the last days per category (aggregates only).
  async dashboardTracking() {
    return { data: await dashboardTracking() };
  },
  async fetchTrackingHistory({ body }) {
    if (body.Export) {
      // Export (spec §7.1, §9): up to 10,000 rows in the compact form asked, from the first one.
      const { data, total } = await tracking.exportTrackingHistory(body, body.Export);
      return { data, TotalRecord: total, NextToken: null };
    }
    const result = await tracking.fetchTrackingHistory(body);
    return { data: result.records, TotalRecord: result.total, NextToken: result.nextToken };
  },
  async deleteTrackingHistory({ query }) {
    await tracking.deleteTrackingHistory(query.HornetTrackingID);
    return { data: null, ErrorMessage: Msg.dataDeleted };
  },
  async saveTrackingHistory({ query }) {
    await tracking.saveTrackingDescription(query.ID, query.Description);
    return { data: null, ErrorMessage: Msg.dataSaved };
  },
  async getEscalationSends({ query }) {
    const sends = await listSends(query.id);
    return { data: sends.map(({ HornetTrackingID: _id, ...row }) => row) };
  },
  async getCategoryList() {
    return { data: await tracking.getCategoryList() };
  },
  ...trackingHistoryOperations,
});

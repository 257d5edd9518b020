import { DeleteTrackingQuery, RenderImageQuery, SaveTrackingQuery, TrackingQuery } from '@beewatch/shared';
import { listSends } from '../escalation/sends-repository.js';
import { areaHandler } from '../lib/http.js';
import * as tracking from '../tracking/service.js';

/** Lambda of the tracking area: the controller's reporting calls of spec §7.1. */
export const handler = areaHandler('tracking', {
  async fetchTrackingHistory(req) {
    const query = req.body(TrackingQuery);
    if (query.Export) {
      // Export (spec §7.1, §9): up to 10,000 rows in the compact form asked, from the first one.
      const { data, total } = await tracking.exportTrackingHistory(query, query.Export);
      return { data, TotalRecord: total, NextToken: null };
    }
    const result = await tracking.fetchTrackingHistory(query);
    return { data: result.records, TotalRecord: result.total, NextToken: result.nextToken };
  },
  async deleteTrackingHistory(req) {
    const { HornetTrackingID } = req.query(DeleteTrackingQuery);
    await tracking.deleteTrackingHistory(HornetTrackingID);
    return { data: null, ErrorMessage: 'Data deleted' };
  },
  async saveTrackingHistory(req) {
    const { ID, Description } = req.query(SaveTrackingQuery);
    await tracking.saveTrackingDescription(ID, Description);
    return { data: null, ErrorMessage: 'Data saved' };
  },
  async getEscalationSends(req) {
    // Same query shape as RenderImageBytesArray: ?id=<HornetTrackingID>.
    const sends = await listSends(req.query(RenderImageQuery).id);
    return { data: sends.map(({ HornetTrackingID: _id, ...row }) => row) };
  },
  async getCategoryList() {
    return { data: await tracking.getCategoryList() };
  },
});

import { ConfirmMediaQuery, CreateTrackingRequest } from '@beewatch/shared';
import * as ingest from '../ingest/service.js';
import { actorOf, areaHandler } from '../lib/http.js';
import * as tracking from '../tracking/service.js';

/** Lambda of the ingest area: the mobile apps' tracking records and evidence uploads (issue 4). */
export const handler = areaHandler('ingest', {
  async createTrackingRecord(req) {
    const data = await ingest.createTrackingRecord(actorOf(req), req.body(CreateTrackingRequest));
    return { data, ErrorMessage: 'Data saved' };
  },
  async confirmTrackingMedia(req) {
    const { ID, type } = req.query(ConfirmMediaQuery);
    const data = await ingest.confirmTrackingMedia(actorOf(req), ID, type);
    return { data, ErrorMessage: 'Media saved' };
  },
  async getCategoryList() {
    return { data: await tracking.getCategoryList() };
  },
});

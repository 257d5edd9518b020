import * as API from '@beewatch/shared/api';
import { ApiMsg, Msg } from '@beewatch/shared';
import * as ingest from '../ingest/service.js';
import { actorOf, areaHandler } from '../lib/http.js';
import * as tracking from '../tracking/service.js';

/** Lambda of the ingest area: the mobile apps' tracking records and evidence uploads (docs/mobile-api.md). */
export const handler = areaHandler(API.ingest, {
  async createTrackingRecord({ body }, req) {
    const data = await ingest.createTrackingRecord(actorOf(req), body);
    return { data, ErrorMessage: Msg.dataSaved };
  },
  async confirmTrackingMedia({ query }, req) {
    const data = await ingest.confirmTrackingMedia(actorOf(req), query.ID, query.type);
    return { data, ErrorMessage: ApiMsg.mediaSaved };
  },
  async getCategoryList() {
    return { data: await tracking.getCategoryList() };
  },
});

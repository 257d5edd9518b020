import * as API from '@beewatch/shared/api';
import { areaHandler } from '../lib/http.js';
import * as media from '../media/service.js';

/** Lambda of the media area: tracking evidence for the reporting popups (spec §2.7, §7.1). */
export const handler = areaHandler(API.media, {
  async renderImageBytesArray({ query }) {
    return { data: await media.renderImage(query.id) };
  },
  async getTrackingMedia({ query }) {
    return { data: await media.trackingMediaUrl(query.ID, query.type) };
  },
});

import { RenderImageQuery, TrackingMediaQuery } from '@beewatch/shared';
import { areaHandler } from '../lib/http.js';
import * as media from '../media/service.js';

/** Lambda of the media area: tracking evidence for the reporting popups (spec §2.7, §7.1). */
export const handler = areaHandler('media', {
  async renderImageBytesArray(req) {
    const { id } = req.query(RenderImageQuery);
    return { data: await media.renderImage(id) };
  },
  async getTrackingMedia(req) {
    const { ID, type } = req.query(TrackingMediaQuery);
    return { data: await media.trackingMediaUrl(ID, type) };
  },
});

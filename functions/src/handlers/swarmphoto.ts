import * as API from '@beewatch/shared/api';
import { notifiedMessageOf } from '@beewatch/shared';
import { areaHandler } from '../lib/http.js';
import { requireActiveKey } from '../swarm/api-keys.js';
import { confirmImage } from '../swarm/photo-service.js';

/**
 * Lambda of the public form's photo step (ConfirmSwarmImage): the only function that decodes
 * images (pngjs, jpeg-js) and publishes a checked swarm photo; it checks no phone.
 */
export const handler = areaHandler(API.swarmphoto, {
  async confirmSwarmImage({ query }, req) {
    const key = await requireActiveKey(req.headers);
    const { ID } = query;
    const HandledBy = await confirmImage(key, ID);
    return {
      data: { SwarmID: ID, Notified: true as const, HandledBy },
      ErrorMessage: notifiedMessageOf(HandledBy),
    };
  },
});

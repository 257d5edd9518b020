import {
  SwarmIdQuery,
  SwarmKeyInfo,
  SwarmNotified,
  SwarmReportCreated,
  SwarmReportRequest,
} from '../schemas/index.js';
import { defineRoutes } from './define.js';

/**
 * The public swarm form (spec §2.8, §3): its API key travels in the HeaderToken header, and unknown
 * or revoked keys store nothing. A function of its own, as only these routes check a reporter's
 * phone (any country's numbering plan).
 */
export const SWARM_FORM = defineRoutes('swarmform', {
  checkApiKey: { method: 'GET', path: 'swarm/CheckApiKey', roles: 'public', response: SwarmKeyInfo },
  swarmAlertNotification: {
    method: 'POST',
    path: 'swarm/SwarmAlertNotification',
    roles: 'public',
    body: SwarmReportRequest,
    response: SwarmReportCreated,
  },
});

/**
 * The public form's photo step: the browser has uploaded the photo the report announced, and the
 * server checks it (decoded and re-encoded) before collectors are alerted. A function of its own,
 * as only this route decodes images: the form's function holds no decoder and can only hand out
 * the upload, never read or publish a photo.
 */
export const SWARM_PHOTO = defineRoutes('swarmphoto', {
  confirmSwarmImage: {
    method: 'POST',
    path: 'swarm/ConfirmSwarmImage',
    roles: 'public',
    query: SwarmIdQuery,
    response: SwarmNotified,
  },
});

/** The swarm domain's public surface: what the other domains may use. */
export { clientIpOf } from './client-ip.js';
export { eraseCollectionArea } from './erase.js';
export { API_KEY_KIND } from './api-key-entity.js';
export { REPORT_KIND } from './report-entity.js';

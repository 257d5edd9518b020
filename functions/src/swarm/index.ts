/** The swarm domain's public surface: what the other domains may use. */
export { clientIpOf } from './client-ip.js';
export { eraseCollectionArea } from './erase.js';

/** The escalation domain's public surface: what the other domains may use. */
export { escalationEmail, mapLinkOf } from './message.js';
export { publishTrackingReady } from './publish.js';
export { listSends } from './sends-repository.js';

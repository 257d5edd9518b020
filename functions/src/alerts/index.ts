/** The alerts domain's public surface: what the other domains may use. */
export { AlertRecipient } from './message.js';
export { publishAlert } from './publish.js';
export { alertTalliesRead, listAlertSends, rebuildAlertTally } from './service.js';

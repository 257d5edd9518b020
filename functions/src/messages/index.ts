/** The messages domain's public surface: what the other domains may use. */
export { deliverDeviceMessage } from './deliver.js';
export { eraseMessageBoxes } from './erase.js';
export { escalateToInboxes, SYSTEM_SENDER } from './escalation-inbox.js';
export { roleOfUser, usersByEmail, usersOfRole } from './directory.js';

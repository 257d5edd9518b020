import { TRACKING } from './controller.js';
import { TRACKING_HISTORY } from './tracking-history.js';

/** The `tracking` area's routes: the controller's records and every role's own history. */
export const tracking = { ...TRACKING, ...TRACKING_HISTORY };

/** The sites domain's public surface: what the other domains may use. */
export { eraseApiaries, eraseContactPrefs, eraseHome } from './erase.js';
export { indexHome } from './homes.js';
export { SPRAY } from './treatments/treatment-entity.js';
export {
  getSprayAlerted,
  recordSprayAlerted,
  schedulesByIds,
  schedulesRead,
  sprayAlertsOf,
  StoredSprayAlerted,
} from './spray/alerted.js';
export { StoredSchedule } from './treatments/repository.js';
export { listApiaries, getApiary, apiaryRead, StoredApiary } from './apiaries/repository.js';
export { APIARY, apiariesInUnit } from './apiaries/repository.js';
export { linesAndEstimates } from './hornet-maps/lines.js';
export { treatmentActivitiesRead, type TreatmentActivity } from './treatments/service.js';

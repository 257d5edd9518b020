/** The swarm domain's public surface: what the other domains may use. */
export { clientIpOf } from './client-ip.js';
export { eraseCollectionArea } from './erase.js';
export { API_KEY_KIND } from './api-key-entity.js';
export { REPORT_KIND } from './report-entity.js';
export {
  areasBasedIn,
  getCollectionArea,
  matchCollectors,
  saveCollectionArea,
  type StoredArea,
} from './collectors.js';
export { eraseCollectionArea as removeCollector } from './erase.js';
export { getReport, reportsOfDistrict, type SwarmItem } from './reports-repository.js';
export { countAlertsSince } from './alert-counts.js';
export {
  defaultMember,
  deleteMember,
  getMember,
  getMembers,
  membersRead,
  isAlertable,
  putMember,
  type StoredMember,
} from './members.js';
export { assignToCollector, renotifyByCoordinator } from './coordinator-actions.js';
export { swarmAlertList } from './adoption-service.js';
export { getReports, listReportsBetween } from './reports-repository.js';

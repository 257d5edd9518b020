/**
 * The account domain's public surface for the other domains: profiles (read one or many), the
 * user entity's keys, and the keys of what the dashboard counts (access codes, sign-in audit
 * rows). Everything else in account/ is internal to it.
 */
export {
  Profile,
  emailIndexKey,
  emailItemOf,
  directoryItemsOf,
  profileItemOf,
  profileKey,
  roleIndexKey,
  roleKey,
  userItemKeys,
} from './profile-entity.js';
export { createProfile, eraseProfile, getProfile, getProfiles } from './profile-repository.js';
export { ACCESS_CODE_KIND } from './access-codes.js';
export { unknownNamesKey, userAuditPartition } from './audit-entity.js';

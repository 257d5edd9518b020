/**
 * The account domain's public surface for the other domains: profiles (read one or many), the
 * user entity's keys, the keys of what the dashboard counts (access codes, sign-in audit rows)
 * and the Admin Audit. Everything else in account/ is internal to it, by flow:
 * - session/: sign-in with its second factor, the session cookie, logout, the wrong-password
 *   lockout and trusted devices;
 * - recovery/: forgotten and changed passwords, subscription renewal, two-step settings;
 * - registration/: access codes, the registration form's server checks, registering;
 * - profile/: the user entity, My Profile and its email change;
 * - erasure/: unsubscribe and the daily erasure job;
 * - audit/: the Admin Audit and the User Audit (failed sign-ins);
 * - users/: the Administrator's user management and the SuperAdministrator's administrators;
 * - codes/: the verification codes every flow sends, with their issuance caps and lockouts;
 * - cognito.ts: the one adapter over the Cognito user pool.
 */
export {
  Profile,
  emailIndexKey,
  emailItemOf,
  directoryItemsOf,
  isReachable,
  profileItemOf,
  profileKey,
  roleIndexKey,
  roleKey,
  userItemKeys,
} from './profile/profile-entity.js';
export {
  createProfile,
  eraseProfile,
  getProfile,
  getProfiles,
  profilesRead,
} from './profile/profile-repository.js';
export { ACCESS_CODE_KIND } from './registration/access-code-entity.js';
export { createAccessCode } from './registration/access-codes.js';
export { unknownNamesKey, userAuditPartition } from './audit/audit-entity.js';
export { recordAdminAction } from './audit/audit-repository.js';
export { userNameOfSub } from './cognito.js';
export { eraseUserChanges } from './users/user-changes.js';
export { userNamesWithEmail } from './users/user-directory.js';
export { EXPIRY_KIND, USER_KIND, expiryItemOf } from './profile/profile-entity.js';

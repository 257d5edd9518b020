/**
 * The account domain's public surface for the other domains: profiles (read one or many) and the
 * user entity's keys. Everything else in account/ is internal to it.
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

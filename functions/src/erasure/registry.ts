import { eraseProfile, eraseUserChanges } from '../account/index.js';
import { eraseColonies } from '../colonies/index.js';
import { eraseDomain } from '../domains/index.js';
import { eraseMessageBoxes } from '../messages/index.js';
import { eraseMixtures } from '../pesticides/index.js';
import { eraseApiaries, eraseContactPrefs, eraseHome } from '../sites/index.js';
import { eraseCollectionArea } from '../swarm/index.js';

/** Erases one kind of a user's personal data; idempotent (what is gone stays gone). */
export type PersonalDataEraser = (userName: string) => Promise<void>;

/**
 * Every entity that holds a user's personal data (each entity module marks it with
 * `PERSONAL_DATA = '<name>'`) and the function of its own domain that erases it. The daily
 * erasure job (account/erasure/erasure-service.ts) runs them all; registry.test.ts fails when an entity
 * module declares personal data that is missing here. The account's sign-in records (codes,
 * trusted devices, failed sign-ins) are erased by the job itself.
 */
export const PERSONAL_DATA_ERASERS = {
  Profile: eraseProfile,
  Home: eraseHome,
  CollectionArea: eraseCollectionArea,
  Apiary: eraseApiaries,
  MessageBox: eraseMessageBoxes,
  Domain: eraseDomain,
  Colony: eraseColonies,
  ContactPreferences: eraseContactPrefs,
  TankMix: eraseMixtures,
  UserChanges: eraseUserChanges,
} as const satisfies Record<string, PersonalDataEraser>;

/** The name of an entity holding personal data. */
export type PersonalDataEntity = keyof typeof PERSONAL_DATA_ERASERS;

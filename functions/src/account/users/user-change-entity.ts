import { UserChange } from '@beewatch/shared';

/**
 * A user's change history in the account table: pk `CHANGES#<lower user name>`, sk
 * `<ISO instant>#<ulid>`, one item per change an administrator made to the account (role,
 * subscription expiry, activation, details), so admin/edituser shows the account's audit with one
 * Query, newest first. The Admin Audit (audit/audit-entity.ts) holds the same action under the
 * administrator's name.
 */
export const changesPartition = (userName: string) => `CHANGES#${userName.trim().toLowerCase()}`;

/** The key of a change at `at` (ISO 8601), `id` a ULID keeping same-instant changes apart. */
export const changeKey = (userName: string, at: string, id: string) => ({
  pk: changesPartition(userName),
  sk: `${at}#${id}`,
});

/** A stored change: who, what (an action name of the Admin Audit), the detail, when (UserChange of shared). */
export const StoredChange = UserChange;
export type StoredChange = UserChange;

/** Personal data (privacy policy): a user's change history is erased with the account. */
export const PERSONAL_DATA = 'UserChanges';

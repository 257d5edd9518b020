/**
 * Audit records of the account table and the counter behind the User Audit:
 * - the Admin Audit (spec §2.6), one partition per month `AUDIT#ADMIN#<yyyy-mm>`, sk
 *   `<ISO instant>#<ulid>`;
 * - a known user's failed-sign-in counter, pk `LOGINFAIL#<lower user name>`, sk `COUNT`:
 *   consecutive failures, the attempts taken in the current lockout step and the lock's end
 *   (sign-in-lockout.ts); deleted by a success, an administrator's unlock or the erasure job;
 * - the User Audit (spec §2.6), one partition per month `AUDIT#LOGINFAIL#<yyyy-mm>`: a row per
 *   failed sign-in of a known user, sk `<ISO instant>#<ulid>`, and for unknown user names one
 *   counter per clock hour, sk `<yyyy-mm-ddThh>~unknown` ('~' sorts after every instant of that
 *   hour, so newest first it heads the hour's rows).
 * User names are case-insensitive: every key uses the trimmed lower-case name.
 */
const FAILED_SIGN_IN_PREFIX = 'LOGINFAIL#';

/** The failed-sign-in counter of a (known) user. */
export const failedSignInKey = (userName: string) => ({
  pk: `${FAILED_SIGN_IN_PREFIX}${userName.trim().toLowerCase()}`,
  sk: 'COUNT',
});

/** The failed-sign-in counter's consecutive failures, across lockout steps. */
export const FAILED_SIGN_IN_COUNT = 'n';
/** The failed-sign-in counter's attempts taken in the current lockout step. */
export const FAILED_SIGN_IN_ATTEMPTS = 'attempts';

/** The User Audit partition of a month (`yyyy-mm`). */
export const userAuditPartition = (month: string) => `AUDIT#LOGINFAIL#${month}`;

/** A User Audit row of a known user's failed sign-in at `at` (ISO 8601). */
export const userAuditRowKey = (at: string, id: string) => ({
  pk: userAuditPartition(at.slice(0, 7)),
  sk: `${at}#${id}`,
});

/** The hourly counter of failed sign-ins with unknown user names for the hour holding `at` (ISO 8601). */
export const unknownNamesKey = (at: string) => ({
  pk: userAuditPartition(at.slice(0, 7)),
  sk: `${at.slice(0, 13)}~unknown`,
});

/** The Admin Audit partition of a month (`yyyy-mm`). */
export const adminAuditPartition = (month: string) => `AUDIT#ADMIN#${month}`;

/** An Admin Audit row of an action at `at` (ISO 8601), `id` a ULID keeping same-instant rows apart. */
export const adminAuditRowKey = (at: string, id: string) => ({
  pk: adminAuditPartition(at.slice(0, 7)),
  sk: `${at}#${id}`,
});

import { failedCondition, transact, type TransactItems } from '../../lib/dynamo.js';
import { env } from '../../lib/env.js';
import { ConflictError } from '../../lib/errors.js';
import { adminAuditItem, isAdministrator } from '../audit/audit-repository.js';
import { erasureItemOf } from '../erasure/erasure-entity.js';
import { emailItemOf, profileKey } from './profile-entity.js';

/**
 * Writes of My Profile and unsubscribe on the profile item (profile-entity.ts) and the pending
 * erasure the daily job reads (erasure/erasure-entity.ts).
 */

/** What a write that met another write on the same profile answers (ErrorCode Conflict). */
export const PROFILE_CHANGED = 'Your profile was changed at the same time; please try again';

/**
 * Runs a profile transaction whose first item carries the profile's condition: true when
 * written, false when that condition failed (no such profile, or already unsubscribed).
 * @throws ConflictError when another write on the same items cancelled it (TransactionConflict).
 */
async function writeProfile(items: TransactItems): Promise<boolean> {
  try {
    return (await transact(items)).ok;
  } catch (err) {
    if ((err as Error).name === 'TransactionCanceledException' && failedCondition(err) < 0)
      throw new ConflictError(PROFILE_CHANGED);
    throw err;
  }
}

/** Profile attributes My Profile may set (names as in the Profile schema). */
export interface ProfileDetails {
  FullName: string;
  Salutation: string;
  FName: string;
  Initial: string;
  LName: string;
  OrganizationName: string | null;
  AddressLine1: string;
  AddressLine2: string;
  Town: string;
  State: string;
  ZipCode: string;
  CountryId: number;
  CountryName: string;
  /** E.164. */
  Mobile: string;
}

/**
 * Sets the profile details of an existing, still subscribed profile, and the new email waiting
 * for its code (`pendingEmail`; null clears any). The verified Email is never set here (see
 * confirmEmail). Returns false when there is no such profile (nothing was written).
 */
export async function saveProfileDetails(
  userName: string,
  details: ProfileDetails,
  pendingEmail: string | null,
): Promise<boolean> {
  const entries = Object.entries(details);
  const values = Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v]));
  const sets = entries.map((_, i) => `#f${i} = :v${i}`);
  if (pendingEmail) sets.push('PendingEmail = :pending');
  return writeProfile([
    {
      Update: {
        TableName: env().ACCOUNT_TABLE,
        Key: profileKey(userName),
        UpdateExpression: `SET ${sets.join(', ')}${pendingEmail ? '' : ' REMOVE PendingEmail'}`,
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(UnsubscribedAt)',
        ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
        ExpressionAttributeValues: pendingEmail ? { ...values, ':pending': pendingEmail } : values,
      },
    },
  ]);
}

/**
 * Makes the confirmed new email the profile's Email, on condition that it is still the one
 * waiting, and rewrites the messaging directory's email item in the same transaction, so
 * escalations find the user by it from now on. Returns false when the condition failed.
 */
export async function confirmEmail(userName: string, email: string): Promise<boolean> {
  const table = env().ACCOUNT_TABLE;
  // Only the profile's own condition means "no longer waiting"; a clash with another write
  // (TransactionConflict) is a ConflictError.
  return writeProfile([
    {
      Update: {
        TableName: table,
        Key: profileKey(userName),
        UpdateExpression: 'SET Email = :email REMOVE PendingEmail',
        ConditionExpression: 'PendingEmail = :email AND attribute_not_exists(UnsubscribedAt)',
        ExpressionAttributeValues: { ':email': email },
      },
    },
    { Put: { TableName: table, Item: emailItemOf(userName, email) } },
  ]);
}

/**
 * Marks a profile unsubscribed in one transaction: UnsubscribedAt and ErasureDueOn on the
 * profile, the erasure-list item, and — for an administrator — the audit line 'Unsubscribe'. Returns false when the
 * profile is missing or already unsubscribed (nothing written).
 */
export async function markUnsubscribed(userName: string, now: Date, dueOn: string): Promise<boolean> {
  const table = env().ACCOUNT_TABLE;
  // As above, only the profile's condition failing means missing or already unsubscribed.
  return writeProfile([
    {
      Update: {
        TableName: table,
        Key: profileKey(userName),
        UpdateExpression: 'SET UnsubscribedAt = :at, ErasureDueOn = :due',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(UnsubscribedAt)',
        ExpressionAttributeValues: { ':at': now.toISOString(), ':due': dueOn },
      },
    },
    { Put: { TableName: table, Item: erasureItemOf(dueOn, userName) } },
    // An administrator unsubscribing is an administrative action; anyone else's is not audited.
    ...((await isAdministrator(userName))
      ? [{ Put: { TableName: table, Item: adminAuditItem(userName, 'Unsubscribe', now) } }]
      : []),
  ]);
}

/**
 * The day one calendar month after `now` (UTC, yyyy-mm-dd), clamped to the month's last day
 * (31 Jan → 28/29 Feb): the privacy policy answers a data-protection request within one month.
 */
export function oneMonthAfter(now: Date): string {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(now.getUTCDate(), lastDay))).toISOString().slice(0, 10);
}

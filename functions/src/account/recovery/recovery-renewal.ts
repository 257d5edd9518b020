import { Role, roleNameOf, type RoleName } from '@beewatch/shared';
import { transact } from '../../lib/dynamo.js';
import { env } from '../../lib/env.js';
import { ValidationError } from '../../lib/errors.js';
import {
  getAccessCode,
  giveBackAccessCodeUse,
  takeAccessCodeUse,
  unusableReason,
} from '../registration/access-codes.js';
import { recordAdminAction } from '../audit/audit-repository.js';
import { groupsOf } from '../cognito.js';
import { expiryItemOf, profileKey } from '../profile/profile-entity.js';
import { getProfile } from '../profile/profile-repository.js';

/** The user's role id from its Cognito groups (the group name is the role name), or undefined. */
async function roleIdOf(userName: string): Promise<number | undefined> {
  const group = (await groupsOf(userName)).find((g): g is RoleName => g in Role);
  return group ? Role[group] : undefined;
}

const sameEmail = (a: string | null | undefined, b: string) =>
  !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

export interface RenewMessages {
  /** Unknown user, another email or another role: one message, so user names cannot be probed. */
  refused: string;
  /** The code's expiry is not later than the current subscription. */
  notLonger: string;
}

/**
 * Renew subscription (spec §3 'Email, AccessCode, UserName', §8). The access code
 * (registration/access-codes.ts) must be usable (else its own message: not valid, expired, used
 * up) and be for the user's role; Email must be the code's purchaser email when it has one, else the user's
 * profile email. Then one use is taken by condition (Uses < MaxUses, not expired) and the
 * profile's SubscriptionExpiry becomes the code's ExpiryDate (the use is given back if that
 * fails). Audited as 'RenewSubscription'. Returns the new expiry (ISO 8601).
 * Errors: ValidationError 400 (messages above, or the code's reason).
 */
export async function renewSubscription(
  input: { Email: string; AccessCode: string; UserName: string },
  messages: RenewMessages,
  now = new Date(),
): Promise<string> {
  const code = await getAccessCode(input.AccessCode);
  const reason = unusableReason(code, now);
  if (reason || !code) throw new ValidationError(reason ?? messages.refused);
  const profile = await getProfile(input.UserName.trim());
  if (
    !profile ||
    !sameEmail(code.PurchaserEmail ?? profile.Email, input.Email) ||
    (await roleIdOf(profile.UserName)) !== code.RoleID
  )
    throw new ValidationError(messages.refused);
  if (Date.parse(code.ExpiryDate) <= Date.parse(profile.SubscriptionExpiry))
    throw new ValidationError(messages.notLonger);

  const taken = await takeAccessCodeUse(code.AccessCode, now);
  try {
    // The renewal is remembered (admin/expirednonactiverenewuser lists the renewed) and the
    // subscription item follows the new expiry in the same transaction.
    const outcome = await transact([
      {
        Update: {
          TableName: env().ACCOUNT_TABLE,
          Key: profileKey(profile.UserName),
          UpdateExpression: 'SET SubscriptionExpiry = :exp, RenewedAt = :at, RenewedWithAccessCode = :code',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: {
            ':exp': taken.ExpiryDate,
            ':at': now.toISOString(),
            ':code': code.AccessCode,
          },
        },
      },
      {
        Put: {
          TableName: env().ACCOUNT_TABLE,
          Item: expiryItemOf(profile.UserName, roleNameOf(code.RoleID), taken.ExpiryDate),
        },
      },
    ]);
    if (!outcome.ok) throw new ValidationError(messages.refused);
  } catch (err) {
    await giveBackAccessCodeUse(code.AccessCode);
    throw err;
  }
  await recordAdminAction(profile.UserName, 'RenewSubscription');
  return taken.ExpiryDate;
}

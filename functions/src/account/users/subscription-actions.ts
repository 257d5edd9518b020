import { RegistrationMsg } from '@beewatch/shared';
import { ValidationError } from '../../lib/errors.js';
import type { Actor } from '../../lib/actor.js';
import { transact } from '../../lib/dynamo.js';
import { env } from '../../lib/env.js';
import { sendEmail } from '../../notify/index.js';
import { expiryItemOf, profileKey } from '../profile/profile-entity.js';
import { changeItems } from './user-changes.js';
import { assertMayManage, endOfDay } from './user-admin-service.js';
import { joinUsers } from './user-directory.js';

/**
 * The bulk actions of admin/expirednonactiverenewuser (role-screens §1.13): renewal reminders
 * and extension of the subscription expiry. Users an Administrator may not manage (assertMayManage)
 * refuse the whole request; unknown or unsubscribed names are skipped and not counted.
 */

async function managedUsers(actor: Actor, userNames: readonly string[]) {
  const found = [...(await joinUsers(userNames)).values()].filter((u) => !u.profile.UnsubscribedAt);
  for (const u of found) assertMayManage(actor, u.roleName);
  return found;
}

const fmtDay = (iso: string) => iso.slice(0, 10);

/**
 * POST admin/SendRenewalReminder: emails each user their subscription's end and how to renew
 * (an access code in the sign-in page's renew popup, spec §3 'Renew subscription'); audited
 * 'SendRenewalReminder' per user. Returns how many were sent.
 */
export async function sendRenewalReminders(actor: Actor, userNames: readonly string[], now = new Date()) {
  const users = await managedUsers(actor, userNames);
  for (const u of users) {
    const day = fmtDay(u.profile.SubscriptionExpiry);
    const expired = u.profile.SubscriptionExpiry <= now.toISOString();
    await sendEmail(u.profile.Email, {
      subject: { en: 'Renew your Bee.Watch subscription', fr: 'Renouvelez votre abonnement Bee.Watch' },
      body: {
        en: `Dear ${u.profile.FullName}, your Bee.Watch subscription ${expired ? 'ended' : 'ends'} on ${day}. To renew it, sign in at ${env().SITE_URL} and enter your renewal access code when asked, or contact us.`,
        fr: `Bonjour ${u.profile.FullName}, votre abonnement Bee.Watch ${expired ? 'a pris fin' : 'prend fin'} le ${day}. Pour le renouveler, connectez-vous sur ${env().SITE_URL} et saisissez votre code d'accès de renouvellement lorsqu'il vous est demandé, ou contactez-nous.`,
      },
    });
    await transact(
      changeItems(actor.userName, u.profile.UserName, [{ action: 'SendRenewalReminder', detail: day }], now),
    );
  }
  return { Count: users.length };
}

/**
 * POST admin/ExtendSubscription: sets each user's subscription to end with `expiryDay`
 * (yyyy-mm-dd, end of day UTC), with the subscription item and the audit ('ChangeExpiry') in
 * one transaction per user. Returns how many were extended.
 */
export async function extendSubscriptions(
  actor: Actor,
  userNames: readonly string[],
  expiryDay: string,
  now = new Date(),
) {
  const expiry = endOfDay(expiryDay);
  if (expiry <= now.toISOString()) throw new ValidationError(RegistrationMsg.expiryInFuture);
  const users = await managedUsers(actor, userNames);
  let count = 0;
  for (const u of users) {
    const name = u.profile.UserName;
    const outcome = await transact([
      {
        Update: {
          TableName: env().ACCOUNT_TABLE,
          Key: profileKey(name),
          UpdateExpression: 'SET SubscriptionExpiry = :exp',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':exp': expiry },
        },
      },
      { Put: { TableName: env().ACCOUNT_TABLE, Item: expiryItemOf(name, u.roleName, expiry) } },
      ...changeItems(
        actor.userName,
        name,
        [{ action: 'ChangeExpiry', detail: `${fmtDay(u.profile.SubscriptionExpiry)} → ${expiryDay}` }],
        now,
      ),
    ]);
    if (outcome.ok) count += 1;
  }
  return { Count: count };
}

import { ProfileMsg } from '@beewatch/shared';
import { UnauthorizedError, ValidationError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { sendEmail } from '../../notify/index.js';
import { disableUser } from '../cognito.js';
import { assertCanIssue } from '../codes/code-limits.js';
import { getProfile, type Profile } from '../profile/profile-repository.js';
import { markUnsubscribed, oneMonthAfter } from '../profile/profile-store.js';
import { consumeCode, issueCode } from '../codes/verification-codes.js';

/** Refuses a session for an unsubscribed account (Cognito disables it too; cognito-local ignores that). */
export function assertSubscribed(profile: Profile): void {
  // Unsubscribed, or deactivated by an administrator (Cognito disables the user as well; the
  // profile says so too, so a session refresh is refused even where Cognito would not).
  if (profile.UnsubscribedAt || profile.IsActive === false)
    throw new UnauthorizedError(ProfileMsg.accountDisabled);
}

/**
 * Send unsubscribe email (spec §2.9, §7.2): emails a code (purpose 'unsubscribe') to the
 * account's address. The answer is the same whether or not the user exists, and never holds
 * the code (ARCHITECTURE.md "Sign-in": codes are checked on the server only). The user name and
 * the client address are counted before the lookup (code-limits.ts), so a known and an unknown
 * name reach the 429 alike.
 */
export async function sendUnsubscribeEmail(userName: string, clientIp: string): Promise<void> {
  await assertCanIssue('unsubscribe', userName, clientIp);
  const profile = await getProfile(userName);
  if (!profile || profile.UnsubscribedAt) {
    logger.info('unsubscribe code not sent: no active account');
    return;
  }
  const code = await issueCode('unsubscribe', profile.UserName);
  await sendEmail(profile.Email, {
    subject: { en: 'Bee.Watch unsubscribe code', fr: 'Code de désinscription Bee.Watch' },
    body: {
      en: `Your verification code to delete your Bee.Watch account is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this email.`,
      fr: `Votre code de vérification pour supprimer votre compte Bee.Watch est ${code}. Il expire dans 10 minutes. Si vous ne l'avez pas demandé, ignorez ce message.`,
    },
  });
}

/**
 * Unsubscribe (spec §2.9, §4): checks the code (single use, 5 wrong → TooManyAttemptsError;
 * 10 wrong across codes lock the flow for 15 minutes doubling up to 30 days, code-limits.ts),
 * disables the Cognito user at once, and marks the profile for erasure one month later
 * (privacy policy) with an audit line 'Unsubscribe'. A missing user answers exactly like a
 * wrong code. Returns the erasure due date (yyyy-mm-dd).
 */
export async function unsubscribe(userName: string, code: string, now = new Date()): Promise<string> {
  await consumeCode('unsubscribe', userName, code, ProfileMsg.codeNotValid, now.getTime());
  const profile = await getProfile(userName);
  if (!profile || profile.UnsubscribedAt) throw new ValidationError(ProfileMsg.codeNotValid);
  await disableUser(profile.UserName);
  const dueOn = oneMonthAfter(now);
  await markUnsubscribed(profile.UserName, now, dueOn);
  return dueOn;
}

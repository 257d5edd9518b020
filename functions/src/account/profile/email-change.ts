import { ProfileMsg } from '@beewatch/shared';
import { ConflictError, ValidationError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { sendEmail } from '../../notify/index.js';
import { setVerifiedEmail } from '../cognito.js';
import { assertCanIssue } from '../codes/code-limits.js';
import type { Profile } from './profile-repository.js';
import { PROFILE_CHANGED, confirmEmail } from './profile-store.js';
import { consumeCode, issueCode } from '../codes/verification-codes.js';

/**
 * A change of email in My Profile takes effect only once the code sent to the NEW address is
 * entered (account/ConfirmEmailChange): until then the profile's Email, Cognito's email and
 * the messaging directory keep the verified address, so nobody can route another user's
 * escalations or codes to an inbox they have not proved they own. Codes are capped and their
 * guesses locked out like every other code flow (code-limits.ts: 5 codes a name an hour).
 */

/**
 * Takes a code slot for the change (before anything is saved, so a refused change writes
 * nothing). @throws TooManyAttemptsError(tooManyCodesSent) when a cap is reached.
 */
export function assertCanSendEmailCode(userName: string, clientIp: string): Promise<void> {
  return assertCanIssue('change-email', userName, clientIp);
}

/** Issues the change's code (replacing any earlier one) and emails it to the new address. */
export async function sendEmailChangeCode(userName: string, newEmail: string): Promise<void> {
  const code = await issueCode('change-email', userName);
  await sendEmail(newEmail, {
    subject: { en: 'Confirm your new Bee.Watch email', fr: 'Confirmez votre nouvelle adresse Bee.Watch' },
    body: {
      en: `Your verification code to use this address for Bee.Watch (user ${userName}) is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this email.`,
      fr: `Votre code de vérification pour utiliser cette adresse sur Bee.Watch (utilisateur ${userName}) est ${code}. Il expire dans 10 minutes. Si vous ne l'avez pas demandé, ignorez ce message.`,
    },
  });
}

/**
 * Checks the code for the profile's waiting email (single use; wrong guesses count across codes
 * and lock the flow, verification-codes.ts), then makes it the email in Cognito and the profile.
 * Returns the profile as now stored.
 * @throws ValidationError(noEmailChange) when no change waits, ValidationError(codeNotValid) for
 *   a wrong code, TooManyAttemptsError when locked, ConflictError when the change was replaced.
 */
export async function confirmEmailChange(profile: Profile, code: string): Promise<Profile> {
  const email = profile.PendingEmail;
  if (!email) throw new ValidationError(ProfileMsg.noEmailChange);
  await consumeCode('change-email', profile.UserName, code, ProfileMsg.codeNotValid);
  // Cognito first: if it refuses, nothing is saved; if the save then fails, put the old email back.
  await setVerifiedEmail(profile.UserName, email);
  if (!(await confirmEmail(profile.UserName, email))) {
    await setVerifiedEmail(profile.UserName, profile.Email).catch((err: unknown) =>
      logger.error('Cognito keeps the new email of a change the profile refused', { error: err as Error }),
    );
    throw new ConflictError(PROFILE_CHANGED);
  }
  return { ...profile, Email: email, PendingEmail: null };
}

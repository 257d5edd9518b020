import { Msg } from '@beewatch/shared';
import { UnauthorizedError, ValidationError } from '../../lib/errors.js';
import { sendEmail } from '../../notify/index.js';
import { recordAdminAction } from '../audit/audit-repository.js';
import { passwordSignIn, setPermanentPassword } from '../cognito.js';
import { takeIssueSlot } from '../codes/code-limits.js';
import { getProfile } from '../profile/profile-repository.js';
import { checkCode, consumeCode, issueCode } from '../codes/verification-codes.js';

/** Errors Cognito gives for a password its policy refuses. */
const POLICY_FAILURES = new Set(['InvalidPasswordException', 'InvalidParameterException']);

/**
 * Sets a user's password for good (AdminSetUserPassword, Permanent). A password the pool's
 * policy refuses → ValidationError with Cognito's own explanation (400).
 */
async function setNewPassword(userName: string, password: string): Promise<void> {
  try {
    await setPermanentPassword(userName, password);
  } catch (err) {
    const e = err as Error;
    if (POLICY_FAILURES.has(e.name)) throw new ValidationError(e.message || 'The password was refused');
    throw err;
  }
}

/**
 * Forgot password (spec §4, §7.2): emails a 6-digit 'reset-password' code to the user's
 * profile email, within the issuance caps of code-limits.ts (10 a user and 100 a client an
 * hour). Answers the same whether or not the user exists or a cap is reached, so names cannot
 * be probed.
 */
export async function requestPasswordReset(userName: string, clientIp: string): Promise<void> {
  const profile = await getProfile(userName.trim());
  if (!profile?.Email || (await takeIssueSlot('reset-password', profile.UserName, clientIp))) return;
  const code = await issueCode('reset-password', profile.UserName);
  await sendEmail(profile.Email, {
    subject: { en: 'Reset your Bee.Watch password', fr: 'Réinitialisez votre mot de passe Bee.Watch' },
    body: {
      en: `Your password reset code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this email.`,
      fr: `Votre code de réinitialisation est ${code}. Il expire dans 10 minutes. Si vous ne l'avez pas demandé, ignorez ce message.`,
    },
  });
}

/**
 * Forgot password token (spec §2.1 home/forgotpasswordtoken): checks the code WITHOUT
 * consuming it; the reset step consumes it. Wrong → 400 'Verification code is not valid';
 * 5 wrong → 429. An unknown user answers like a wrong code.
 */
export async function checkResetCode(userName: string, code: string): Promise<void> {
  await checkCode('reset-password', userName.trim(), code, Msg.verificationCodeNotValid);
}

/**
 * Reset common password (spec §7.2: UserName, VerificationCode, NewPassword): consumes the code
 * (single use) and sets the password permanently; audited as 'ResetPassword'.
 */
export async function resetPassword(userName: string, code: string, newPassword: string): Promise<void> {
  const name = userName.trim();
  await consumeCode('reset-password', name, code, Msg.verificationCodeNotValid);
  const profile = await getProfile(name);
  // A code exists only for a profile, so this is a profile deleted since the request.
  if (!profile) throw new ValidationError(Msg.verificationCodeNotValid);
  await setNewPassword(profile.UserName, newPassword);
  await recordAdminAction(profile.UserName, 'ResetPassword');
}

/**
 * Change password (spec §2.2, §7.3 admin/ChangePassword) of the signed-in user: the old
 * password is checked with a sign-in (Cognito's lockout applies); a wrong one is a 400, not a
 * 401, because a 401 would log the web app out. Audited as 'ChangePassword'.
 */
export async function changePassword(
  userName: string,
  oldPassword: string,
  newPassword: string,
  wrongOldMessage: string,
): Promise<void> {
  try {
    await passwordSignIn(userName, oldPassword);
  } catch (err) {
    if (err instanceof UnauthorizedError) throw new ValidationError(wrongOldMessage);
    throw err;
  }
  await setNewPassword(userName, newPassword);
  await recordAdminAction(userName, 'ChangePassword');
}

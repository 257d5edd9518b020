import { UnauthorizedError } from '../../lib/errors.js';
import { recordFailedLogin, recordUnknownNameFailure } from '../audit/audit-repository.js';
import { passwordSignIn, type CognitoSession } from '../cognito.js';
import { getProfile } from '../profile/profile-repository.js';
import {
  clearSignInFailures,
  releaseSignInSlot,
  settleFailedSignIn,
  takeSignInSlot,
} from './sign-in-lockout.js';

/**
 * The password step of every sign-in (Authenticate, OtpVerification), audited for the User
 * Audit (spec §2.6) and guarded by the portal's lockout (sign-in-lockout.ts):
 * - a known user (one with a portal profile) takes an attempt first, so a locked account is
 *   refused with 429 before the password is tried; a wrong password writes a User Audit row
 *   with the consecutive failures, a right one clears them;
 * - an unknown user name is counted in the hour's single unknown-names row, so invented names
 *   cannot grow the table (and there is no account to lock).
 * @throws UnauthorizedError on a wrong pair, TooManyAttemptsError while locked.
 */
export async function checkPassword(userName: string, password: string): Promise<CognitoSession> {
  const profile = await getProfile(userName);
  if (!profile) {
    try {
      return await passwordSignIn(userName, password);
    } catch (err) {
      if (err instanceof UnauthorizedError) await recordUnknownNameFailure();
      throw err;
    }
  }
  const slot = await takeSignInSlot(profile.UserName);
  let session: CognitoSession;
  try {
    session = await passwordSignIn(userName, password);
  } catch (err) {
    if (!(err instanceof UnauthorizedError)) {
      // Cognito did not judge the password: the attempt does not count.
      await releaseSignInSlot(profile.UserName);
      throw err;
    }
    await recordFailedLogin(profile.UserName, await settleFailedSignIn(profile.UserName, slot));
    throw err;
  }
  await clearSignInFailures(profile.UserName);
  return session;
}

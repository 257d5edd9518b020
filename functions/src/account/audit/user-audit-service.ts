import { ProfileMsg, UserAuditEntry } from '@beewatch/shared';
import type { Actor } from '../../lib/actor.js';
import { NotFoundError } from '../../lib/errors.js';
import { listUserAudit, recordAdminAction } from './audit-repository.js';
import { getProfile } from '../profile/profile-repository.js';
import { clearSignInFailures, signInLocks } from '../session/sign-in-lockout.js';

/** Admin Audit action name of an unlock; the unlocked user is its TargetUserName. */
export const UNLOCK_ACTION = 'UnlockSignIn';

/**
 * GET admin/FetchUserAuditDetails (spec §2.6): the latest failed sign-ins, newest first, each
 * with the end of its user's sign-in lock when that user is locked now (sign-in-lockout.ts).
 */
export async function userAudit(now = Date.now()): Promise<UserAuditEntry[]> {
  const rows = await listUserAudit();
  const locks = await signInLocks(
    rows.filter((r) => !r.UnknownUserNames).map((r) => r.UserName),
    now,
  );
  return rows.map((row) =>
    UserAuditEntry.parse({
      ...row,
      LockedUntil: row.UnknownUserNames ? null : (locks.get(row.UserName.toLowerCase()) ?? null),
    }),
  );
}

/**
 * POST admin/UnlockSignIn (Administrator): lifts a user's sign-in lock and clears their
 * consecutive failures, with an Admin Audit line. NotFoundError for a name without an account.
 */
export async function unlockSignIn(actor: Actor, userName: string): Promise<void> {
  const profile = await getProfile(userName);
  if (!profile) throw new NotFoundError(ProfileMsg.profileNotFound);
  await clearSignInFailures(profile.UserName);
  await recordAdminAction(actor.userName, UNLOCK_ACTION, new Date(), { TargetUserName: profile.UserName });
}

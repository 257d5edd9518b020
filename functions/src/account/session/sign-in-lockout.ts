import { SecurityMsg } from '@beewatch/shared';
import * as z from 'zod/mini';
import { batchGetAll, deleteItem } from '../../lib/dynamo.js';
import { env } from '../../lib/env.js';
import { TooManyAttemptsError } from '../../lib/errors.js';
import {
  doublingLockoutMs,
  releaseLockoutSlot,
  settleFailedTry,
  takeLockoutSlot,
  type LockoutCounter,
  type LockoutSlot,
} from '../../lib/stepped-lockout.js';
import { FAILED_SIGN_IN_ATTEMPTS, FAILED_SIGN_IN_COUNT, failedSignInKey } from '../audit/audit-entity.js';

/** The counter as read back: only what the lock needs. */
const StoredCounter = z.object({ pk: z.string(), lockedUntil: z.optional(z.number()) });

/**
 * The portal's own wrong-password lockout of known users (cognito-local has none; in AWS
 * Cognito's own stays on as well). Every FAILED_SIGN_INS_PER_STEP-th wrong password in a row
 * locks sign-in for FIRST_SIGN_IN_LOCKOUT_MS, doubling with each further step up to
 * MAX_SIGN_IN_LOCKOUT_MS (ASVS V2.2.1 allows at most 100 failures an hour; this allows 5 in
 * the first 15 minutes and about 30 a day). A success, an administrator's unlock or the
 * account's erasure deletes the counter (audit-entity.ts).
 */
export const FAILED_SIGN_INS_PER_STEP = 5;
const MINUTE_MS = 60_000;
export const FIRST_SIGN_IN_LOCKOUT_MS = 15 * MINUTE_MS;
export const MAX_SIGN_IN_LOCKOUT_MS = 24 * 60 * MINUTE_MS;
/** How long an idle counter is kept after its last attempt (DynamoDB TTL), so old failures lapse. */
const COUNTER_MEMORY_MS = 30 * 24 * 60 * MINUTE_MS;

/** The lockout after `step` earlier lockouts: 15 min, 30 min, 1 h … capped at a day. Milliseconds. */
export function signInLockoutMs(step: number): number {
  return doublingLockoutMs(step, FIRST_SIGN_IN_LOCKOUT_MS, MAX_SIGN_IN_LOCKOUT_MS);
}

/** A taken sign-in attempt: its place in the current step (1-based) and the earlier lockouts. */
export type SignInSlot = LockoutSlot;

/** A known user's sign-in counter as a stepped lockout (attempts of the step in `attempts`). */
const counterOf = (userName: string): LockoutCounter => ({
  tableName: env().ACCOUNT_TABLE,
  key: failedSignInKey(userName),
  triesAttribute: FAILED_SIGN_IN_ATTEMPTS,
  triesPerStep: FAILED_SIGN_INS_PER_STEP,
  retainMs: MAX_SIGN_IN_LOCKOUT_MS + COUNTER_MEMORY_MS,
});

/**
 * Takes one password attempt of a known user BEFORE the password is checked, so however many
 * requests race, at most FAILED_SIGN_INS_PER_STEP passwords are tried per step.
 * @throws TooManyAttemptsError(signInLocked) while sign-in is locked or the step is spent.
 */
export async function takeSignInSlot(userName: string, now = Date.now()): Promise<SignInSlot> {
  const slot = await takeLockoutSlot(counterOf(userName), now);
  if (!slot) throw new TooManyAttemptsError(SecurityMsg.signInLocked);
  return slot;
}

/**
 * After a wrong password: counts the consecutive failure and, when the attempt was its step's
 * last, locks sign-in for signInLockoutMs(step) and starts the next step. Returns the
 * consecutive failures including this one (the User Audit's FailAttempt).
 */
export async function settleFailedSignIn(
  userName: string,
  slot: SignInSlot,
  now = Date.now(),
): Promise<number> {
  const lockMs = signInLockoutMs(slot.step);
  const settled = await settleFailedTry(counterOf(userName), slot, lockMs, now, FAILED_SIGN_IN_COUNT);
  return settled.failures;
}

/** Gives back an attempt whose password was never judged (Cognito unavailable). */
export async function releaseSignInSlot(userName: string): Promise<void> {
  await releaseLockoutSlot(counterOf(userName));
}

/** A right password, or an administrator's unlock: the failures, the lock and its history end. */
export async function clearSignInFailures(userName: string): Promise<void> {
  await deleteItem(env().ACCOUNT_TABLE, failedSignInKey(userName));
}

/**
 * The end (ISO 8601) of the sign-in lock of each named user that is locked at `now`, by lower
 * user name: one batch read of their counters (the names of a User Audit page).
 */
export async function signInLocks(
  userNames: readonly string[],
  now = Date.now(),
): Promise<Map<string, string>> {
  const names = [...new Set(userNames.map((name) => name.trim().toLowerCase()))];
  const keys = names.map(failedSignInKey);
  const nameOf = new Map(keys.map((key, i) => [key.pk, names[i]!]));
  const locks = new Map<string, string>();
  for (const item of await batchGetAll(env().ACCOUNT_TABLE, keys)) {
    const counter = StoredCounter.parse(item);
    const name = nameOf.get(counter.pk);
    if (name !== undefined && (counter.lockedUntil ?? 0) > now)
      locks.set(name, new Date(counter.lockedUntil!).toISOString());
  }
  return locks;
}

import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SecurityMsg } from '@beewatch/shared';
import { documentClient } from '../../lib/aws.js';
import { writeIf } from '../../lib/dynamo.js';
import { env } from '../../lib/env.js';
import { TooManyAttemptsError } from '../../lib/errors.js';
import {
  doublingLockoutMs,
  settleFailedTry,
  takeLockoutSlot,
  type LockoutCounter,
  type LockoutSlot,
} from '../../lib/stepped-lockout.js';
import {
  clientIssueCounterKey,
  CODE_GUARD_TRIES,
  codeGuardKey,
  userIssueCounterKey,
} from './code-limit-entity.js';
import type { CodePurpose } from './verification-code-entity.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Verification codes one user name may be sent per clock hour, by flow (ours; OWASP API4
 * "unrestricted resource consumption"). Counted per name whether or not the account exists,
 * so the answer never tells the two apart. A two-step sign-in needs the password first, so
 * its cap is the loosest.
 */
export const CODES_PER_USER_HOUR: Record<CodePurpose, number> = {
  login: 20,
  'enable-two-step': 5,
  'reset-password': 10,
  unsubscribe: 5,
  'change-email': 5,
};

/** Verification codes one client address may have sent per clock hour, all flows together (ours). */
export const CODES_PER_CLIENT_HOUR = 100;

/**
 * Wrong codes an account's flow accepts, across all its codes, before the flow locks (ours;
 * ASVS V2.2.1 allows at most 100 failures an hour). A single code still ends after 5 wrong
 * answers (verification-codes.ts), so one step spans two codes.
 */
export const WRONG_CODES_PER_STEP = 10;

/** The first lockout of a flow; each further one doubles, up to MAX_LOCKOUT_MS. */
export const FIRST_LOCKOUT_MS = 15 * MINUTE_MS;

/**
 * The longest lockout by flow. Unsubscribe disables the account, so its lockout grows to 30
 * days: with 10 guesses a step, a guesser gets about 250 guesses a year at a 1-in-10^6 code,
 * under 0.03 % a year. A locked sign-in or reset blocks the owner too, so those stop at a day.
 */
export const MAX_LOCKOUT_MS: Record<CodePurpose, number> = {
  login: DAY_MS,
  'enable-two-step': DAY_MS,
  'reset-password': DAY_MS,
  unsubscribe: 30 * DAY_MS,
  'change-email': DAY_MS,
};

/** How long a flow's guard outlives its longest lockout (ms), so repeated lockouts keep growing. */
const GUARD_MEMORY_MS = 30 * DAY_MS;

/**
 * The lockout after `step` earlier lockouts of a flow: FIRST_LOCKOUT_MS doubled per step,
 * capped at MAX_LOCKOUT_MS[purpose]. Milliseconds.
 */
export function lockoutMs(purpose: CodePurpose, step: number): number {
  return doublingLockoutMs(step, FIRST_LOCKOUT_MS, MAX_LOCKOUT_MS[purpose]);
}

/** The guard of an account's code flow as a stepped lockout counting wrong guesses in `n`. */
const guardOf = (purpose: CodePurpose, userName: string): LockoutCounter => ({
  tableName: env().ACCOUNT_TABLE,
  key: codeGuardKey(purpose, userName),
  triesAttribute: CODE_GUARD_TRIES,
  triesPerStep: WRONG_CODES_PER_STEP,
  retainMs: MAX_LOCKOUT_MS[purpose] + GUARD_MEMORY_MS,
});

/** Counts one in the hourly counter `key`; false once `max` is reached (nothing counted then). */
async function countInHour(key: { pk: string; sk: string }, max: number, now: number): Promise<boolean> {
  return writeIf(
    new UpdateCommand({
      TableName: env().ACCOUNT_TABLE,
      Key: key,
      UpdateExpression: 'ADD n :one SET expiresAt = :ttl',
      ConditionExpression: 'attribute_not_exists(n) OR n < :max',
      ExpressionAttributeValues: { ':one': 1, ':max': max, ':ttl': Math.ceil((now + 2 * HOUR_MS) / 1000) },
    }),
  );
}

/**
 * Takes one code-issuance slot for a user name and a client address (CODES_PER_USER_HOUR,
 * CODES_PER_CLIENT_HOUR). Returns which limit refused it, or null when the code may be sent.
 * The user's slot is taken first, so a refused client never spends the victim's quota twice.
 */
export async function takeIssueSlot(
  purpose: CodePurpose,
  userName: string,
  clientIp: string,
  now = Date.now(),
): Promise<'user' | 'client' | null> {
  const userKey = userIssueCounterKey(purpose, userName, now);
  if (!(await countInHour(userKey, CODES_PER_USER_HOUR[purpose], now))) return 'user';
  if (!(await countInHour(clientIssueCounterKey(clientIp, now), CODES_PER_CLIENT_HOUR, now))) return 'client';
  return null;
}

/** takeIssueSlot, refusing with 429 'Too many verification codes were sent…' when a limit is reached. */
export async function assertCanIssue(
  purpose: CodePurpose,
  userName: string,
  clientIp: string,
  now = Date.now(),
): Promise<void> {
  if (await takeIssueSlot(purpose, userName, clientIp, now))
    throw new TooManyAttemptsError(SecurityMsg.tooManyCodesSent);
}

/** A taken guess slot: the wrong-guess count including this guess, and the earlier lockouts. */
export type GuessSlot = LockoutSlot;

/**
 * Takes one guess slot of an account's code flow BEFORE the code is compared, so however many
 * requests race, at most WRONG_CODES_PER_STEP guesses are ever compared per lockout step.
 * Throws TooManyAttemptsError(codeFlowLocked) while the flow is locked or its step is spent.
 */
export async function takeGuessSlot(
  purpose: CodePurpose,
  userName: string,
  now = Date.now(),
): Promise<GuessSlot> {
  const slot = await takeLockoutSlot(guardOf(purpose, userName), now);
  if (!slot) throw new TooManyAttemptsError(SecurityMsg.codeFlowLocked);
  return slot;
}

/**
 * After a wrong guess: when it was the step's last, locks the flow for lockoutMs(step) and
 * throws TooManyAttemptsError(codeFlowLocked); otherwise returns and the caller answers as
 * for any wrong code.
 */
export async function settleWrongGuess(
  purpose: CodePurpose,
  userName: string,
  slot: GuessSlot,
  now = Date.now(),
): Promise<void> {
  const { locked } = await settleFailedTry(
    guardOf(purpose, userName),
    slot,
    lockoutMs(purpose, slot.step),
    now,
  );
  if (locked) throw new TooManyAttemptsError(SecurityMsg.codeFlowLocked);
}

/** A right code: the owner is present, so the flow's wrong guesses and lockout history end. */
export async function clearGuesses(purpose: CodePurpose, userName: string): Promise<void> {
  await documentClient().send(
    new DeleteCommand({ TableName: env().ACCOUNT_TABLE, Key: codeGuardKey(purpose, userName) }),
  );
}

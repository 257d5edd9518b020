import { createHash, randomInt } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { OTP_LENGTH } from '@beewatch/shared';
import { documentClient } from '../../lib/aws.js';
import { isConditionFailed } from '../../lib/dynamo.js';
import { env } from '../../lib/env.js';
import { TooManyAttemptsError, ValidationError } from '../../lib/errors.js';
import { clearGuesses, settleWrongGuess, takeGuessSlot, type GuessSlot } from './code-limits.js';
import {
  parseStoredCode,
  verificationCodeItemOf,
  verificationCodeKey,
  type CodePurpose,
} from './verification-code-entity.js';

/** Code lifetime, ms (ARCHITECTURE.md "Sign-in": at most 10 minutes). */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong answers that end one code (ours); a new code must then be asked for. */
export const MAX_CODE_ATTEMPTS = 5;

export type { CodePurpose } from './verification-code-entity.js';

const hashOf = (purpose: CodePurpose, userName: string, code: string) =>
  createHash('sha256').update(`${purpose}:${userName.toLowerCase()}:${code}`).digest('hex');

/**
 * Issues a new random 6-digit code for a purpose (replacing any earlier one) and returns it so
 * the caller can send it. Only its hash is stored, with a TTL. The code never goes to a browser.
 */
export async function issueCode(purpose: CodePurpose, userName: string, now = Date.now()): Promise<string> {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await documentClient().send(
    new PutCommand({
      TableName: env().ACCOUNT_TABLE,
      Item: verificationCodeItemOf(purpose, userName, hashOf(purpose, userName, code), now + CODE_TTL_MS),
    }),
  );
  return code;
}

/**
 * Checks a code: single use (deleted on success with a condition on its hash, so two racing
 * requests cannot both pass), expired after CODE_TTL_MS (TTL deletion is lazy, so the time is
 * checked too), and ended after MAX_CODE_ATTEMPTS wrong answers. Every guess first takes a slot
 * of the account's flow (code-limits.ts), so wrong guesses count across codes and lock the
 * flow for a growing period; a right code clears them.
 * Throws ValidationError(invalidMessage) or TooManyAttemptsError.
 */
export async function consumeCode(
  purpose: CodePurpose,
  userName: string,
  code: string,
  invalidMessage: string,
  now = Date.now(),
): Promise<void> {
  const { slot, key } = await liveCode(purpose, userName, invalidMessage, now);
  const hash = hashOf(purpose, userName, code.trim());
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: env().ACCOUNT_TABLE,
        Key: key,
        ConditionExpression: 'codeHash = :h AND attempts < :max',
        ExpressionAttributeValues: { ':h': hash, ':max': MAX_CODE_ATTEMPTS },
      }),
    );
    await clearGuesses(purpose, userName);
    return;
  } catch (err) {
    if (!isConditionFailed(err)) throw err;
  }
  return wrongAnswer(purpose, userName, slot, invalidMessage, now);
}

/**
 * The start of every guess: takes a slot of the account's flow (code-limits.ts), then reads the
 * live code. No code, or an expired one, is a wrong guess: ValidationError(invalidMessage).
 */
async function liveCode(purpose: CodePurpose, userName: string, invalidMessage: string, now: number) {
  const slot = await takeGuessSlot(purpose, userName, now);
  const key = verificationCodeKey(purpose, userName);
  const out = await documentClient().send(
    new GetCommand({ TableName: env().ACCOUNT_TABLE, Key: key, ConsistentRead: true }),
  );
  const stored = parseStoredCode(out.Item);
  if (!stored || stored.expiresAtMs < now) return wrongGuess(purpose, userName, slot, invalidMessage, now);
  return { slot, key, stored };
}

/** A guess with no live code: counted against the account's flow like any wrong code. */
async function wrongGuess(
  purpose: CodePurpose,
  userName: string,
  slot: GuessSlot,
  invalidMessage: string,
  now: number,
): Promise<never> {
  await settleWrongGuess(purpose, userName, slot, now);
  throw new ValidationError(invalidMessage);
}

/**
 * A wrong answer to a live code: counted against the account's flow (which may lock it, 429) and
 * against the code, which ends at MAX_CODE_ATTEMPTS (429); else ValidationError(invalidMessage).
 */
async function wrongAnswer(
  purpose: CodePurpose,
  userName: string,
  slot: GuessSlot,
  invalidMessage: string,
  now: number,
): Promise<never> {
  await settleWrongGuess(purpose, userName, slot, now);
  const table = env().ACCOUNT_TABLE;
  const key = verificationCodeKey(purpose, userName);
  const updated = await documentClient()
    .send(
      new UpdateCommand({
        TableName: table,
        Key: key,
        UpdateExpression: 'ADD attempts :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    )
    .catch(() => undefined);
  const attempts = Number(updated?.Attributes?.attempts ?? MAX_CODE_ATTEMPTS);
  if (attempts >= MAX_CODE_ATTEMPTS) {
    await documentClient().send(new DeleteCommand({ TableName: table, Key: key }));
    throw new TooManyAttemptsError('Too many wrong codes. Please start again.');
  }
  throw new ValidationError(invalidMessage);
}

/**
 * Checks a code WITHOUT consuming it (the forgot-password token step, whose code the reset step
 * consumes): same expiry and wrong-answer count as consumeCode, so probing still ends after
 * MAX_CODE_ATTEMPTS and the flow's lockout applies. A right code keeps the flow's count until
 * the reset step consumes it. Throws ValidationError(invalidMessage) or TooManyAttemptsError.
 */
export async function checkCode(
  purpose: CodePurpose,
  userName: string,
  code: string,
  invalidMessage: string,
  now = Date.now(),
): Promise<void> {
  const { slot, stored } = await liveCode(purpose, userName, invalidMessage, now);
  const matches = stored.codeHash === hashOf(purpose, userName, code.trim());
  if (matches && stored.attempts < MAX_CODE_ATTEMPTS) return;
  return wrongAnswer(purpose, userName, slot, invalidMessage, now);
}

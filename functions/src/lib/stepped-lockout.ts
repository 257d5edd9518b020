import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './aws.js';
import { isConditionFailed } from './dynamo.js';

/**
 * A stepped lockout (OWASP ASVS V2.2.1, anti-automation): one DynamoDB item counts the tries of
 * the current step in `triesAttribute`; when a step's last try fails, the caller locks the item
 * until `lockedUntil` (ms) and the next step begins with `step` one higher. Each lockout is twice
 * the one before, up to a cap (doublingLockoutMs). The sign-in lockout and the verification-code
 * guards are both one.
 */
export interface LockoutCounter {
  tableName: string;
  key: { pk: string; sk: string };
  /** The attribute counting the tries taken in the current step. */
  triesAttribute: string;
  /** Tries a step allows. */
  triesPerStep: number;
  /** How long the item lives after a try (ms): past the longest lockout, so steps keep growing. */
  retainMs: number;
}

/** A taken try: its place in the current step (1-based) and the lockouts before it. */
export interface LockoutSlot {
  n: number;
  step: number;
}

/** Lockout after `step` earlier ones: `firstMs` doubled per step, capped at `maxMs`. Milliseconds. */
export function doublingLockoutMs(step: number, firstMs: number, maxMs: number): number {
  return Math.min(firstMs * 2 ** Math.min(step, 30), maxMs);
}

/**
 * Takes one try BEFORE the secret is compared, so however many requests race, at most
 * `triesPerStep` are compared per step. Returns null, taking nothing, while the counter is
 * locked or its step is spent; rethrows any other DynamoDB error.
 */
export async function takeLockoutSlot(counter: LockoutCounter, now: number): Promise<LockoutSlot | null> {
  try {
    const out = await documentClient().send(
      new UpdateCommand({
        TableName: counter.tableName,
        Key: counter.key,
        UpdateExpression: 'ADD #tries :one SET expiresAt = :ttl',
        ConditionExpression:
          '(attribute_not_exists(lockedUntil) OR lockedUntil <= :now) AND (attribute_not_exists(#tries) OR #tries < :max)',
        ExpressionAttributeNames: { '#tries': counter.triesAttribute },
        ExpressionAttributeValues: {
          ':one': 1,
          ':now': now,
          ':max': counter.triesPerStep,
          ':ttl': Math.ceil((now + counter.retainMs) / 1000),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    const item = out.Attributes ?? {};
    return { n: Number(item[counter.triesAttribute] ?? 1), step: Number(item.step ?? 0) };
  } catch (err) {
    if (isConditionFailed(err)) return null;
    throw err;
  }
}

/**
 * After a failed try: when it was its step's last, locks the counter for `lockMs` from `now` and
 * starts the next step with no tries taken. `failuresAttribute`, when given, also counts the
 * failure there in the same write (consecutive failures across steps). Returns whether it locked
 * and that failure count (0 without `failuresAttribute`).
 */
export async function settleFailedTry(
  counter: LockoutCounter,
  slot: LockoutSlot,
  lockMs: number,
  now: number,
  failuresAttribute?: string,
): Promise<{ locked: boolean; failures: number }> {
  const locked = slot.n >= counter.triesPerStep;
  if (!locked && !failuresAttribute) return { locked, failures: 0 };
  const add = failuresAttribute ? 'ADD #failures :one ' : '';
  const out = await documentClient().send(
    new UpdateCommand({
      TableName: counter.tableName,
      Key: counter.key,
      UpdateExpression: locked ? `${add}SET lockedUntil = :until, #tries = :zero, step = :next` : add.trim(),
      ExpressionAttributeNames: {
        ...(locked ? { '#tries': counter.triesAttribute } : {}),
        ...(failuresAttribute ? { '#failures': failuresAttribute } : {}),
      },
      ExpressionAttributeValues: {
        ...(locked ? { ':until': now + lockMs, ':zero': 0, ':next': slot.step + 1 } : {}),
        ...(failuresAttribute ? { ':one': 1 } : {}),
      },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return { locked, failures: failuresAttribute ? Number(out.Attributes?.[failuresAttribute] ?? 1) : 0 };
}

/** Gives back a try whose secret was never judged (the checker was unavailable). */
export async function releaseLockoutSlot(counter: LockoutCounter): Promise<void> {
  await documentClient()
    .send(
      new UpdateCommand({
        TableName: counter.tableName,
        Key: counter.key,
        UpdateExpression: 'ADD #tries :minusOne',
        ConditionExpression: '#tries > :zero',
        ExpressionAttributeNames: { '#tries': counter.triesAttribute },
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    )
    .catch((err: unknown) => {
      if (!isConditionFailed(err)) throw err;
    });
}

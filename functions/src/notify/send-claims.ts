import { GetCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { documentClient } from '../lib/aws.js';
import { queryAll, transactRetryingConflicts, type BatchRead, writeIf } from '../lib/dynamo.js';
import { sendClaimKey, sendTallyKey, type SendChannel } from './send-claim-entity.js';

export type { SendChannel } from './send-claim-entity.js';

/** How long a claimed send may stay 'sending' before a redelivery may take it over, ms. */
export const SEND_LEASE_MS = 60_000;

/**
 * Where the sends of one message live: partition `pk` of `tableName` (send-claim-entity.ts), with
 * `attributes` written on each (e.g. the record id, for the escalation log).
 */
export interface SendScope {
  tableName: string;
  pk: string;
  attributes?: Record<string, string>;
  /** Epoch seconds after which DynamoDB TTL removes the send records; kept when absent. */
  expiresAt?: number;
  /**
   * Keep the message's tally item (how many sends are `sent` and `failed`) in the partition,
   * changed in the same transaction as each send's status, so a list of messages reads one item
   * per message instead of Querying its sends.
   */
  tally?: boolean;
}

/** An update, alone or in a transaction. */
type ItemUpdate = UpdateCommandInput & { UpdateExpression: string };

/** The attributes a scope writes on each of its items (its own, and the TTL), as [name, value]. */
const extraOf = (scope: SendScope) =>
  Object.entries({ ...scope.attributes, ...(scope.expiresAt ? { expiresAt: scope.expiresAt } : {}) });

const keyOf = (scope: SendScope, channel: SendChannel, address: string) =>
  sendClaimKey(scope.pk, channel, address);

/**
 * Claims one send (the idempotency key of a redelivered queue message): true when this
 * delivery should send it (new, failed before, or a stale 'sending' lease), false when it was
 * sent or is being sent by another delivery. DynamoDB errors other than the lost race propagate.
 */
export async function claimSend(
  scope: SendScope,
  channel: SendChannel,
  address: string,
  recipientName: string,
  now = Date.now(),
): Promise<boolean> {
  const extra = extraOf(scope);
  /** The claim, taken when `condition` holds (`:failed` and `:now` only when it names them). */
  const claim = (condition: string): ItemUpdate => ({
    TableName: scope.tableName,
    Key: keyOf(scope, channel, address),
    UpdateExpression:
      'SET Channel = :c, Address = :a, RecipientName = :n, #s = :sending, UpdatedAt = :at, ' +
      'leaseUntil = :lease, Attempts = if_not_exists(Attempts, :zero) + :one' +
      extra.map((_, i) => `, #x${i} = :x${i}`).join(''),
    ConditionExpression: condition,
    ExpressionAttributeNames: {
      '#s': 'Status',
      ...Object.fromEntries(extra.map(([name], i) => [`#x${i}`, name])),
    },
    ExpressionAttributeValues: {
      ':c': channel,
      ':a': address,
      ':n': recipientName,
      ':sending': 'sending',
      ...(condition.includes(':failed') ? { ':failed': 'failed' } : {}),
      ':at': new Date(now).toISOString(),
      ':lease': now + SEND_LEASE_MS,
      ...(condition.includes(':now') ? { ':now': now } : {}),
      ':zero': 0,
      ':one': 1,
      ...Object.fromEntries(extra.map(([, value], i) => [`:x${i}`, value])),
    },
  });
  if (!scope.tally)
    return conditionHeld(
      claim('attribute_not_exists(pk) OR #s = :failed OR (#s = :sending AND leaseUntil < :now)'),
    );
  // With a tally, taking over a failed send takes it off the failed count in the same
  // transaction; a new send or a stale lease leaves the counts as they are.
  if (await conditionHeld(claim('attribute_not_exists(pk) OR (#s = :sending AND leaseUntil < :now)')))
    return true;
  const retried = await transactRetryingConflicts([
    { Update: claim('#s = :failed') },
    { Update: tallyUpdate(scope, { failed: -1 }) },
  ]);
  return retried.ok;
}

/** Runs a conditional update: true when written, false when its condition did not hold. */
async function conditionHeld(input: UpdateCommandInput): Promise<boolean> {
  return writeIf(new UpdateCommand(input));
}

/**
 * Adds to the counts of a scope's tally item (created at zero), or with `set` writes them, with
 * the scope's attributes and TTL.
 */
function tallyUpdate(
  scope: SendScope,
  counts: { sent?: number; failed?: number },
  how: 'add' | 'set' = 'add',
): ItemUpdate {
  const extra = extraOf(scope);
  const attributes = extra.map((_, i) => `#x${i} = :x${i}`);
  return {
    TableName: scope.tableName,
    Key: sendTallyKey(scope.pk),
    UpdateExpression:
      how === 'add'
        ? `ADD #sent :sent, #failed :failed${attributes.length ? ` SET ${attributes.join(', ')}` : ''}`
        : `SET ${['#sent = :sent', '#failed = :failed', ...attributes].join(', ')}`,
    ExpressionAttributeNames: {
      '#sent': 'Sent',
      '#failed': 'Failed',
      ...Object.fromEntries(extra.map(([name], i) => [`#x${i}`, name])),
    },
    ExpressionAttributeValues: {
      ':sent': counts.sent ?? 0,
      ':failed': counts.failed ?? 0,
      ...Object.fromEntries(extra.map(([, value], i) => [`:x${i}`, value])),
    },
  };
}

/** What one status adds to the tally. */
const countOf = (status: unknown, sign: 1 | -1) => ({
  sent: status === 'sent' ? sign : 0,
  failed: status === 'failed' ? sign : 0,
});

/** Tries of a tallied finish that found the send's status changed meanwhile. */
const FINISH_ATTEMPTS = 5;

/** Records the result of a claimed send: `error` null when it went out. */
export async function finishSend(
  scope: SendScope,
  channel: SendChannel,
  address: string,
  error: string | null,
  now = Date.now(),
): Promise<void> {
  const status = error ? 'failed' : 'sent';
  const finish: ItemUpdate = {
    TableName: scope.tableName,
    Key: keyOf(scope, channel, address),
    UpdateExpression: 'SET #s = :s, UpdatedAt = :at, #e = :e REMOVE leaseUntil',
    ExpressionAttributeNames: { '#s': 'Status', '#e': 'Error' },
    ExpressionAttributeValues: { ':s': status, ':at': new Date(now).toISOString(), ':e': error },
  };
  if (!scope.tally) {
    await documentClient().send(new UpdateCommand(finish));
    return;
  }
  // The last result written wins, as without a tally; the tally moves the send from the status
  // it had (normally `sending`: no count) to the new one, conditioned on that status.
  let previous: unknown = 'sending';
  for (let attempt = 1; ; attempt += 1) {
    const before = countOf(previous, -1);
    const after = countOf(status, 1);
    const outcome = await transactRetryingConflicts([
      {
        Update:
          previous === undefined
            ? { ...finish, ConditionExpression: 'attribute_not_exists(#s)' }
            : {
                ...finish,
                ConditionExpression: '#s = :prev',
                ExpressionAttributeValues: { ...finish.ExpressionAttributeValues, ':prev': previous },
              },
      },
      {
        Update: tallyUpdate(scope, { sent: before.sent + after.sent, failed: before.failed + after.failed }),
      },
    ]);
    if (outcome.ok) return;
    if (attempt >= FINISH_ATTEMPTS) throw new Error(`send ${scope.pk} ${channel}: status kept changing`);
    const current = await documentClient().send(
      new GetCommand({ TableName: scope.tableName, Key: finish.Key, ConsistentRead: true }),
    );
    previous = current.Item?.Status;
  }
}

/** Every send record of one message (one Query, paged to the end). */
export async function listSendItems(
  scope: Pick<SendScope, 'tableName' | 'pk'>,
): Promise<Record<string, unknown>[]> {
  const tally = sendTallyKey(scope.pk).sk;
  const items = await queryAll({
    TableName: scope.tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': scope.pk },
  });
  return items.filter((i) => i.sk !== tally);
}

/**
 * Writes a tallied message's tally again from its sends (one Query): for sends recorded before
 * the tally was kept (a deploy-time backfill). A send that changes while it runs can leave the
 * tally off by that send, so run it before sends resume or when the message is quiet.
 */
export async function rebuildSendTally(scope: SendScope): Promise<{ Sent: number; Failed: number }> {
  const sends = await listSendItems(scope);
  const counts = {
    Sent: sends.filter((x) => x.Status === 'sent').length,
    Failed: sends.filter((x) => x.Status === 'failed').length,
  };
  await documentClient().send(
    new UpdateCommand(tallyUpdate(scope, { sent: counts.Sent, failed: counts.Failed }, 'set')),
  );
  return counts;
}

/** A message's tally: how many of its sends are `sent` and how many `failed` (none: 0 and 0). */
export const SendTally = z.object({
  pk: z.string(),
  Sent: z._default(z.number().check(z.int()), 0),
  Failed: z._default(z.number().check(z.int()), 0),
});
export type SendTally = z.infer<typeof SendTally>;

/**
 * The tallies of some tallied scopes' messages (their partitions `pks` in `tableName`), by
 * partition; a message with no send yet has no tally item and is absent. A batch read, to run
 * with other items in one BatchGetItem.
 */
export function sendTalliesRead(
  tableName: string,
  pks: readonly string[],
): BatchRead<Map<string, SendTally>> {
  return {
    table: tableName,
    keys: [...new Set(pks)].map(sendTallyKey),
    parse: (items) => new Map(items.map((i) => SendTally.parse(i)).map((t) => [t.pk, t])),
  };
}

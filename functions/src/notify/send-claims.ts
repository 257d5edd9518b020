import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws.js';
import { isConditionFailed, queryAll } from '../lib/dynamo.js';
import { sendClaimKey, type SendChannel } from './send-claim-entity.js';

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
}

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
  const extra = Object.entries({
    ...scope.attributes,
    ...(scope.expiresAt ? { expiresAt: scope.expiresAt } : {}),
  });
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: scope.tableName,
        Key: keyOf(scope, channel, address),
        UpdateExpression:
          'SET Channel = :c, Address = :a, RecipientName = :n, #s = :sending, UpdatedAt = :at, ' +
          'leaseUntil = :lease, Attempts = if_not_exists(Attempts, :zero) + :one' +
          extra.map((_, i) => `, #x${i} = :x${i}`).join(''),
        ConditionExpression:
          'attribute_not_exists(pk) OR #s = :failed OR (#s = :sending AND leaseUntil < :now)',
        ExpressionAttributeNames: {
          '#s': 'Status',
          ...Object.fromEntries(extra.map(([name], i) => [`#x${i}`, name])),
        },
        ExpressionAttributeValues: {
          ':c': channel,
          ':a': address,
          ':n': recipientName,
          ':sending': 'sending',
          ':failed': 'failed',
          ':at': new Date(now).toISOString(),
          ':lease': now + SEND_LEASE_MS,
          ':now': now,
          ':zero': 0,
          ':one': 1,
          ...Object.fromEntries(extra.map(([, value], i) => [`:x${i}`, value])),
        },
      }),
    );
    return true;
  } catch (err) {
    if (isConditionFailed(err)) return false;
    throw err;
  }
}

/** Records the result of a claimed send: `error` null when it went out. */
export async function finishSend(
  scope: SendScope,
  channel: SendChannel,
  address: string,
  error: string | null,
  now = Date.now(),
): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: scope.tableName,
      Key: keyOf(scope, channel, address),
      UpdateExpression: 'SET #s = :s, UpdatedAt = :at, #e = :e REMOVE leaseUntil',
      ExpressionAttributeNames: { '#s': 'Status', '#e': 'Error' },
      ExpressionAttributeValues: {
        ':s': error ? 'failed' : 'sent',
        ':at': new Date(now).toISOString(),
        ':e': error,
      },
    }),
  );
}

/** Every send record of one message (one Query, paged to the end). */
export async function listSendItems(
  scope: Pick<SendScope, 'tableName' | 'pk'>,
): Promise<Record<string, unknown>[]> {
  return queryAll({
    TableName: scope.tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': scope.pk },
  });
}

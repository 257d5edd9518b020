import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { documentClient } from '../lib/aws.js';
import { env } from '../lib/env.js';

/** How long a claimed send may stay 'sending' before a redelivery may take it over, ms. */
export const SEND_LEASE_MS = 60_000;

/**
 * One escalation message to one recipient on one channel (pk `SEND#<record id>`, sk
 * `<channel>#<address>`): the record of what went out (recipient, channel, time, result) and
 * the idempotency key that keeps a redelivered event from sending twice.
 */
export const EscalationSend = z.object({
  HornetTrackingID: z.string(),
  Channel: z.enum(['email', 'sms']),
  Address: z.string(),
  RecipientName: z.string(),
  Status: z.enum(['sending', 'sent', 'failed']),
  Attempts: z.number().int(),
  UpdatedAt: z.string(),
  Error: z.string().nullable().default(null),
});
export type EscalationSend = z.infer<typeof EscalationSend>;

const keyOf = (id: string, channel: string, address: string) => ({
  pk: `SEND#${id}`,
  sk: `${channel}#${address.toLowerCase()}`,
});

/**
 * Claims a send: true when this delivery should send it (new, failed before, or a stale
 * 'sending' lease), false when it was sent or is being sent by another delivery.
 */
export async function claimSend(
  id: string,
  channel: 'email' | 'sms',
  address: string,
  recipientName: string,
  now = Date.now(),
): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TRACKING_TABLE,
        Key: keyOf(id, channel, address),
        UpdateExpression:
          'SET HornetTrackingID = :id, Channel = :c, Address = :a, RecipientName = :n, #s = :sending, ' +
          'UpdatedAt = :at, leaseUntil = :lease, Attempts = if_not_exists(Attempts, :zero) + :one',
        ConditionExpression:
          'attribute_not_exists(pk) OR #s = :failed OR (#s = :sending AND leaseUntil < :now)',
        ExpressionAttributeNames: { '#s': 'Status' },
        ExpressionAttributeValues: {
          ':id': id,
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
        },
      }),
    );
    return true;
  } catch (err) {
    if ((err as Error).name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

/** Records the result of a claimed send. */
export async function finishSend(
  id: string,
  channel: 'email' | 'sms',
  address: string,
  error: string | null,
  now = Date.now(),
): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: env().TRACKING_TABLE,
      Key: keyOf(id, channel, address),
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

/** Every send of a record's escalation (one Query). */
export async function listSends(id: string): Promise<EscalationSend[]> {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: env().TRACKING_TABLE,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `SEND#${id}` },
    }),
  );
  return (out.Items ?? []).map((item) => EscalationSend.parse(item));
}

import { EscalationSendRow } from '@beewatch/shared';
import * as z from 'zod/mini';
import { env } from '../lib/env.js';
import * as claims from '../notify/index.js';
import { escalationSendPartition } from './send-entity.js';

export { SEND_LEASE_MS } from '../notify/index.js';

/**
 * One escalation message to one recipient on one channel (tracking table, send-entity.ts): the record of what went out (recipient,
 * channel, time, result) and the idempotency key that keeps a redelivered event from sending twice.
 */
export const EscalationSend = z.extend(EscalationSendRow, {
  HornetTrackingID: z.string(),
  Error: z._default(z.nullable(z.string()), null),
});
export type EscalationSend = z.infer<typeof EscalationSend>;

const scopeOf = (id: string): claims.SendScope => ({
  tableName: env().TRACKING_TABLE,
  pk: escalationSendPartition(id),
  attributes: { HornetTrackingID: id },
});

/** Claims a send of record `id`'s escalation; see {@link claims.claimSend}. */
export function claimSend(
  id: string,
  channel: 'email' | 'sms',
  address: string,
  recipientName: string,
  now = Date.now(),
): Promise<boolean> {
  return claims.claimSend(scopeOf(id), channel, address, recipientName, now);
}

/** Records the result of a claimed send. */
export function finishSend(
  id: string,
  channel: 'email' | 'sms',
  address: string,
  error: string | null,
  now = Date.now(),
): Promise<void> {
  return claims.finishSend(scopeOf(id), channel, address, error, now);
}

/** Every send of a record's escalation (one Query). */
export async function listSends(id: string): Promise<EscalationSend[]> {
  return (await claims.listSendItems(scopeOf(id))).map((item) => EscalationSend.parse(item));
}

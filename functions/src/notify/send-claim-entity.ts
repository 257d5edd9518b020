/**
 * The send claim entity: one item per message, channel and address, in the partition the
 * caller's scope names (escalation/send-entity.ts, alerts/alert-send-entity.ts), sk
 * `<channel>#<lower address>`. It is both the idempotency claim of a redelivered queue message
 * (Status `sending` with a lease, then `sent` or `failed`) and the log of what was sent. A
 * tallied scope also keeps the message's tally item, sk `TALLY` (Sent and Failed counts).
 */

/** Delivery channels of a send: email (SES), SMS (SNS) or the portal inbox (device message). */
export type SendChannel = 'email' | 'sms' | 'inbox';

/** The key of the send of one message (partition `pk`) to `address` on `channel`. */
export const sendClaimKey = (pk: string, channel: SendChannel, address: string) => ({
  pk,
  sk: `${channel}#${address.toLowerCase()}`,
});

/** The tally item of the message whose sends are in partition `pk`. */
export const sendTallyKey = (pk: string) => ({ pk, sk: 'TALLY' });

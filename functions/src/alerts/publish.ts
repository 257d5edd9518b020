import { PublishCommand } from '@aws-sdk/client-sns';
import { snsClient } from '../lib/aws.js';
import { env } from '../lib/env.js';
import { AlertMessage, RECIPIENTS_PER_MESSAGE, type AlertRecipient } from './message.js';

/** Topic of an alert: the messaging stack's Swarm, Spray and Outreach topics. */
export type AlertChannel = 'Swarm' | 'Spray' | 'Outreach';

const TOPIC_OF: Record<AlertChannel, 'SWARM_TOPIC_ARN' | 'SPRAY_TOPIC_ARN' | 'OUTREACH_TOPIC_ARN'> = {
  Swarm: 'SWARM_TOPIC_ARN',
  Spray: 'SPRAY_TOPIC_ARN',
  Outreach: 'OUTREACH_TOPIC_ARN',
};

/** An alert to any number of recipients (split into messages of RECIPIENTS_PER_MESSAGE). */
export type AlertInput = Omit<AlertMessage, 'Recipients'> & { Recipients: AlertRecipient[] };

/** SNS Publish calls in flight at once. */
const PUBLISH_CONCURRENCY = 10;

/**
 * Queues an alert for delivery: validates it (zod; throws ZodError on a malformed alert, before
 * anything is published), splits the recipients into messages and publishes them on the
 * channel's topic. Returns the number of SNS messages. Every message carries the same AlertId,
 * so publishing the same alert twice sends nothing twice.
 */
export async function publishAlert(channel: AlertChannel, alert: AlertInput): Promise<number> {
  const messages: AlertMessage[] = [];
  for (let i = 0; i < alert.Recipients.length; i += RECIPIENTS_PER_MESSAGE) {
    messages.push(
      AlertMessage.parse({ ...alert, Recipients: alert.Recipients.slice(i, i + RECIPIENTS_PER_MESSAGE) }),
    );
  }
  const TopicArn = env()[TOPIC_OF[channel]];
  const queue = [...messages];
  const worker = async () => {
    for (let m = queue.shift(); m; m = queue.shift()) {
      await snsClient().send(new PublishCommand({ TopicArn, Message: JSON.stringify(m) }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(PUBLISH_CONCURRENCY, messages.length) }, worker));
  return messages.length;
}

import { PublishCommand } from '@aws-sdk/client-sns';
import * as z from 'zod/mini';
import { snsClient } from '../lib/aws.js';
import { env } from '../lib/env.js';

/**
 * The event on the escalation topic: a tracking record is complete (created, and every piece
 * of announced evidence checked) and its category's recipients are to be told.
 * SNS → SQS (+ DLQ) → the escalation worker (ARCHITECTURE.md).
 */
export const TrackingReadyEvent = z.object({
  type: z.literal('TrackingReady'),
  HornetTrackingID: z.string(),
});
export type TrackingReadyEvent = z.infer<typeof TrackingReadyEvent>;

/** Publishes TrackingReady for a record. */
export async function publishTrackingReady(hornetTrackingId: string): Promise<void> {
  const event: TrackingReadyEvent = { type: 'TrackingReady', HornetTrackingID: hornetTrackingId };
  await snsClient().send(
    new PublishCommand({ TopicArn: env().ESCALATION_TOPIC_ARN, Message: JSON.stringify(event) }),
  );
}

import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { TrackingReadyEvent } from '../escalation/publish.js';
import { escalate } from '../escalation/service.js';
import { logger } from '../lib/logger.js';

/**
 * The escalation worker: SNS (escalation topic) → SQS → this Lambda. Reports failed messages
 * one by one (ReportBatchItemFailures) so only they are retried and, after the queue's
 * maxReceiveCount, dead-lettered. A message that is not a TrackingReady event is dropped.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const message of event.Records) {
    let parsed;
    try {
      const envelope = JSON.parse(message.body) as { Message?: string };
      parsed = TrackingReadyEvent.parse(JSON.parse(envelope.Message ?? message.body));
    } catch {
      logger.error('dropping a message that is not a TrackingReady event', { messageId: message.messageId });
      continue;
    }
    try {
      const result = await escalate(parsed.HornetTrackingID);
      logger.info('escalated', { id: parsed.HornetTrackingID, ...result });
    } catch (err) {
      logger.warn('escalation will be retried', { id: parsed.HornetTrackingID, err: (err as Error).message });
      batchItemFailures.push({ itemIdentifier: message.messageId });
    }
  }
  return { batchItemFailures };
}

import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { AlertMessage } from '../alerts/message.js';
import { deliverAlert } from '../alerts/service.js';
import { logger } from '../lib/logger.js';

/**
 * The alert worker: SNS (swarm and spray topics) → SQS → this Lambda. Reports failed messages
 * one by one (ReportBatchItemFailures) so only they are retried and, after the queue's
 * maxReceiveCount, dead-lettered. A message that is not an AlertMessage is dropped and logged.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const message of event.Records) {
    let alert: AlertMessage;
    try {
      const envelope = JSON.parse(message.body) as { Message?: string };
      alert = AlertMessage.parse(JSON.parse(envelope.Message ?? message.body));
    } catch {
      logger.error('dropping a message that is not an alert', { messageId: message.messageId });
      continue;
    }
    try {
      const result = await deliverAlert(alert);
      logger.info('alert delivered', { alertId: alert.AlertId, kind: alert.Kind, ...result });
    } catch (err) {
      logger.warn('alert will be retried', { alertId: alert.AlertId, err: (err as Error).message });
      batchItemFailures.push({ itemIdentifier: message.messageId });
    }
  }
  return { batchItemFailures };
}

import { AlertMessage } from '../alerts/message.js';
import { deliverAlert } from '../alerts/service.js';
import { logger } from '../lib/logger.js';
import { queueWorker } from '../lib/sqs-worker.js';

/**
 * The alert worker: SNS (swarm and spray topics) → SQS → this Lambda (lib/sqs-worker.ts: failed
 * and unparseable messages are retried one by one, then dead-lettered).
 */
export const handler = queueWorker({
  name: 'alert',
  schema: AlertMessage,
  async handle(alert) {
    const result = await deliverAlert(alert);
    logger.info('alert delivered', { alertId: alert.AlertId, kind: alert.Kind, ...result });
  },
});

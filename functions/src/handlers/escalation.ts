import { TrackingReadyEvent } from '../escalation/publish.js';
import { escalate } from '../escalation/service.js';
import { logger } from '../lib/logger.js';
import { queueWorker } from '../lib/sqs-worker.js';

/**
 * The escalation worker: SNS (escalation topic) → SQS → this Lambda (lib/sqs-worker.ts: failed
 * and unparseable messages are retried one by one, then dead-lettered).
 */
export const handler = queueWorker({
  name: 'escalation',
  schema: TrackingReadyEvent,
  async handle(event) {
    const result = await escalate(event.HornetTrackingID);
    logger.info('escalated', { id: event.HornetTrackingID, ...result });
  },
});

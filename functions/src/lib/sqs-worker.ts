import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type * as z from 'zod/mini';
import { logger, metrics } from './logger.js';

/**
 * The message of an SQS record fed by an SNS subscription: the SNS envelope's `Message` (raw
 * message delivery off), or the body itself (raw delivery on), parsed with `schema`.
 * @throws SyntaxError or ZodError when it is not such a message.
 */
export function messageOf<S extends z.ZodMiniType>(record: SQSRecord, schema: S): z.output<S> {
  const body = JSON.parse(record.body) as { Message?: unknown };
  const message = typeof body.Message === 'string' ? body.Message : record.body;
  return schema.parse(JSON.parse(message));
}

/** What a queue worker does with one message; throwing makes SQS deliver it again. */
export interface QueueWorker<S extends z.ZodMiniType> {
  /** The worker's name in logs ('escalation', 'alert'). */
  name: string;
  /** The message the publisher sends (a shared zod schema). */
  schema: S;
  handle(message: z.output<S>): Promise<void>;
}

/**
 * The Lambda handler of an SNS → SQS worker (Powertools Batch with partial batch responses;
 * the event source reports batch item failures). Each record is handled on its own: a failed
 * one, including one that does not parse, is reported in `batchItemFailures` so only it is
 * delivered again and, after the queue's maxReceiveCount, moved to the dead-letter queue —
 * never dropped, so a schema drift between publisher and worker after a deploy stays
 * recoverable. Logs carry the Lambda context; the metrics are flushed after each batch.
 */
export function queueWorker<S extends z.ZodMiniType>(worker: QueueWorker<S>) {
  const processor = new BatchProcessor(EventType.SQS);
  const recordHandler = async (record: SQSRecord) => {
    let message: z.output<S>;
    try {
      message = messageOf(record, worker.schema);
    } catch (err) {
      logger.error(`not a ${worker.name} message; it goes to the dead-letter queue`, {
        messageId: record.messageId,
        error: err as Error,
      });
      throw err;
    }
    try {
      await worker.handle(message);
    } catch (err) {
      logger.warn(`${worker.name} will be retried`, {
        messageId: record.messageId,
        err: (err as Error).message,
      });
      throw err;
    }
  };
  // The context is optional so the local stack's in-process queue can call the same handler.
  return async (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
    if (context) logger.addContext(context);
    try {
      // A batch that fails whole is answered like a partial one: every record listed, retried.
      return await processPartialResponse(event, recordHandler, processor, {
        context,
        throwOnFullBatchFailure: false,
      });
    } finally {
      metrics.publishStoredMetrics();
    }
  };
}

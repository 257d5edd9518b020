import type { Context, ScheduledEvent } from 'aws-lambda';
import { runErasure } from '../account/erasure/erasure-service.js';
import { logger, metrics } from '../lib/logger.js';

/**
 * The daily erasure job (EventBridge schedule, infra api-stack): erases the accounts whose
 * unsubscribe erasure is due (account/erasure/erasure-service.ts). Counts erasures done and failed
 * (metrics) and throws when any account failed, so the failure also shows in the function's
 * error metric; the failed ones are retried the next day.
 */
export async function handler(
  event: ScheduledEvent,
  context?: Context,
): Promise<{ erased: number; failed: number }> {
  if (context) logger.addContext(context);
  const now = event?.time ? new Date(event.time) : new Date();
  try {
    const result = await runErasure(Number.isNaN(now.getTime()) ? new Date() : now);
    if (result.failed > 0) throw new Error(`erasure failed for ${result.failed} account(s)`);
    return result;
  } finally {
    metrics.publishStoredMetrics();
  }
}

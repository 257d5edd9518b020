import type { ScheduledEvent } from 'aws-lambda';
import { runErasure } from '../account/erasure-service.js';

/**
 * The daily erasure job (EventBridge schedule, infra api-stack): erases the accounts whose
 * unsubscribe erasure is due (account/erasure-service.ts). Throws when any account failed, so
 * the failure shows in the function's error metric; the failed ones are retried the next day.
 */
export async function handler(event: ScheduledEvent): Promise<{ erased: number; failed: number }> {
  const now = event?.time ? new Date(event.time) : new Date();
  const result = await runErasure(Number.isNaN(now.getTime()) ? new Date() : now);
  if (result.failed > 0) throw new Error(`erasure failed for ${result.failed} account(s)`);
  return result;
}

import type { SwarmHandledBy } from '@beewatch/shared';
import { logger } from '../lib/logger.js';
import { collectorRecipients, sendCollectorAlert, sendCoordinatorAlert } from './notify.js';
import { markNotified, type SwarmItem } from './reports-repository.js';

/** Who a notified report went to: collectors when any were alerted, else the coordinator. */
const handledByOf = (notifiedCount: number): SwarmHandledBy =>
  notifiedCount > 0 ? 'Collectors' : 'Coordinator';

/**
 * Alerts the matched collectors (first round), then marks the report Notified; when no
 * collector covers it, the swarm coordinators are alerted instead. The send is idempotent (one
 * AlertId per report and round: the worker sends each address once), so a retry after a
 * failure, or two confirmations at once, never alerts anyone twice, and a report is marked
 * Notified — adoptable — only once its alert is queued. Returns who has the report.
 */
export async function notifyFirstRound(report: SwarmItem): Promise<SwarmHandledBy> {
  if (report.Notified) return handledByOf(report.NotifiedCount);
  const { recipients } = await collectorRecipients(report);
  await sendCollectorAlert(report, recipients);
  const coordinators = recipients.length === 0 ? await sendCoordinatorAlert(report) : 0;
  await markNotified(report.SwarmID, recipients.length);
  logger.info('swarm report notified', { id: report.SwarmID, collectors: recipients.length, coordinators });
  return handledByOf(recipients.length);
}

import { CoordinationMsg, SwarmStatus } from '@beewatch/shared';
import { getProfile, isReachable } from '../account/index.js';
import { publishAlert } from '../alerts/index.js';
import { haversineMetres } from '../geo/index.js';
import { ConflictError, NotFoundError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { collectorAlertTexts } from './alert-texts.js';
import { getCollectionArea } from './collectors.js';
import { getMember, isAlertable } from './members.js';
import { adoptLinkOf, collectorRecipients, recipientOf, sendCollectorAlert } from './notify.js';
import { assignAlertId } from './report-entity.js';
import { claimRound, markRenotified, putAlerted, type SwarmItem } from './reports-repository.js';

/**
 * What a swarm coordinator may do to a report nobody holds (role-screens §4.1): send it out again
 * to every collector covering it, or to one named collector. The domain check is the caller's
 * (coordination/); these keep the swarm's own rules: only New, Abandoned or ReNotify reports that
 * were sent out, never to a collector who gave it up, never to a suspended one.
 */
const UNHELD: number[] = [SwarmStatus.New, SwarmStatus.Abandoned, SwarmStatus.ReNotify];

/**
 * A new alert round to the collectors covering the report (less those who gave it up, suspended
 * or not to be disturbed); the report becomes ReNotify. ConflictError when the report is held or
 * not sent yet, or when no collector is left to alert (the report stays as it was).
 */
export async function renotifyByCoordinator(report: SwarmItem, by: string): Promise<SwarmItem> {
  if (!report.Notified) throw new ConflictError(CoordinationMsg.notSentYet);
  if (!UNHELD.includes(report.Status)) throw new ConflictError(CoordinationMsg.cannotRenotify);
  const { recipients } = await collectorRecipients(report, new Set(report.AbandonedBy));
  if (recipients.length === 0) throw new ConflictError(CoordinationMsg.noCollector);
  const claimed = await claimRound(report.SwarmID, report.Round);
  if (claimed.kind === 'conflict') throw new ConflictError(CoordinationMsg.cannotRenotify);
  await sendCollectorAlert(claimed.report, recipients);
  const at = new Date().toISOString();
  const done = await markRenotified(report.SwarmID, claimed.report.Round, recipients.length, at, by);
  if (done.kind === 'conflict') throw new ConflictError(CoordinationMsg.cannotRenotify);
  logger.info('swarm re-notified by coordinator', { id: report.SwarmID, collectors: recipients.length });
  return done.report;
}

/**
 * Sends the report to one named collector with the adopt link (their proof to adopt is written
 * first); the report becomes ReNotify so they can adopt it even when it was Abandoned.
 * NotFoundError when the collector has no profile; ConflictError when the report is held or not
 * sent yet, the collector is suspended or gave this swarm up.
 */
export async function assignToCollector(
  report: SwarmItem,
  collector: string,
  by: string,
): Promise<SwarmItem> {
  const user = collector.toLowerCase();
  if (!report.Notified) throw new ConflictError(CoordinationMsg.notSentYet);
  if (!UNHELD.includes(report.Status)) throw new ConflictError(CoordinationMsg.cannotAssign);
  if (report.AbandonedBy.includes(user)) throw new ConflictError(CoordinationMsg.collectorGaveUp);
  const [member, profile, area] = await Promise.all([
    getMember(user),
    getProfile(user),
    getCollectionArea(user),
  ]);
  if (!profile || !isReachable(profile)) throw new NotFoundError(CoordinationMsg.userNotFound);
  if (member && !isAlertable({ ...member, Availability: 'Available' }))
    throw new ConflictError(CoordinationMsg.collectorSuspended);
  const distanceM = area
    ? haversineMetres(report.Latitude, report.Longitude, area.Latitude, area.Longitude)
    : 0;
  const recipient = recipientOf(profile, {
    Name: profile.FullName || profile.UserName,
    Link: adoptLinkOf(report.SwarmID),
    DistanceKm: (distanceM / 1000).toFixed(1),
  });
  if (!recipient) throw new NotFoundError(CoordinationMsg.userNotFound);
  await putAlerted(report, [{ UserName: user, DistanceM: distanceM }]);
  await publishAlert('Swarm', {
    AlertId: assignAlertId(report.SwarmID, user, report.Round),
    Kind: 'swarm-report',
    ...collectorAlertTexts(report, true),
    Recipients: [recipient],
  });
  const at = new Date().toISOString();
  const done = await markRenotified(report.SwarmID, report.Round, 1, at, by);
  if (done.kind === 'conflict') throw new ConflictError(CoordinationMsg.cannotAssign);
  return done.report;
}

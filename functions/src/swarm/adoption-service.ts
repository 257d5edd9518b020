import {
  MEDIA_URL_TTL_S,
  SwarmMsg,
  SwarmStatus,
  type SwarmAlertDetail,
  type SwarmAlertRow,
  type SwarmContact,
  type SwarmNotificationRow,
} from '@beewatch/shared';
import { getProfile, getProfiles, isReachable } from '../account/index.js';
import { publishAlert } from '../alerts/index.js';
import { ConflictError, NotFoundError } from '../lib/errors.js';
import type { Actor } from '../lib/actor.js';
import { logger } from '../lib/logger.js';
import { presignedMediaGet } from '../lib/uploads/media-url.js';
import { decodePageToken, encodePageToken } from '../lib/page-token.js';
import { reporterTexts, takenTexts } from './alert-texts.js';
import { adoptLinkOf, collectorRecipients, recipientOf, sendCollectorAlert } from './notify.js';
import { imageKeyOf } from './photo-keys.js';
import {
  getAlerted,
  getReport,
  getReports,
  listAlerted,
  pageAlertedOf,
  pageReports,
  abandon as abandonReport,
  adopt,
  markReporterTold,
  renotify,
  setOutcome,
  type SwarmItem,
} from './reports-repository.js';
import { reporterAlertId, takenAlertId } from './report-entity.js';

/**
 * Adoption and status of a swarm. Transitions (spec §3 statuses; the spec leaves the
 * rules to us, §4):
 * - New (1) or ReNotify (7) → Adopted (2): the first alerted collector to adopt (conditional
 *   update in reports-repository.ts; the loser gets 409 'already adopted'). A collector who gave it up cannot adopt again.
 * - Adopted (2) → Successful (4), Unsuccessful (3: tried, not collected) or Failed (6: cannot be
 *   collected): by the adopter only; these are final.
 * - Adopted (2) → Abandoned (5): the adopter gives it up. It is re-matched and the other
 *   collectors are alerted again (new alert round), and the status becomes ReNotify (7); when
 *   nobody else covers it, it stays Abandoned for the coordinator.
 */
const OPEN = [SwarmStatus.New, SwarmStatus.ReNotify];

const contactOf = (r: SwarmItem): SwarmContact => ({
  Name: r.Name,
  PostCode: r.PostCode,
  Address: r.Address,
  Address2: r.Address2,
  PhoneNo: r.PhoneNo,
});

function rowFor(userName: string, r: SwarmItem, distanceM: number): SwarmAlertRow {
  const mine = r.AdoptedBy === userName;
  const open = (OPEN as number[]).includes(r.Status) && !r.AbandonedBy.includes(userName);
  return {
    SwarmID: r.SwarmID,
    CreatedAt: r.CreatedAt,
    District: r.District,
    PlaceName: r.PlaceName,
    DistanceKm: Math.round(distanceM / 100) / 10,
    Description: r.Description,
    TypeOption: r.TypeOption,
    Other: r.Other,
    BeeOption: r.BeeOption,
    HasImage: r.ImageState === 'checked',
    Status: r.Status,
    AdoptedByMe: mine,
    Taken: !mine && !open,
    GaveUp: r.AbandonedBy.includes(userName),
  };
}

async function imageUrlOf(r: SwarmItem): Promise<string | null> {
  if (r.ImageState !== 'checked' || !r.ImageContentType) return null;
  const key = imageKeyOf(r.SwarmID, r.ImageContentType);
  return presignedMediaGet(key, r.ImageContentType, `swarm-${key.split('/').pop()}`, MEDIA_URL_TTL_S);
}

/** A report the collector was alerted about; 'not found' for any other (no hint it exists). */
async function alertedReport(actor: Actor, id: string) {
  const me = actor.userName.toLowerCase();
  const [alerted, report] = await Promise.all([getAlerted(id, me), getReport(id, true)]);
  if (!alerted || !report) throw new NotFoundError(SwarmMsg.reportNotFound);
  return { me, alerted, report };
}

async function detailFor(me: string, report: SwarmItem, distanceM: number): Promise<SwarmAlertDetail> {
  const mine = report.AdoptedBy === me;
  return {
    ...rowFor(me, report, distanceM),
    Contact: mine ? contactOf(report) : null,
    ImageUrl: await imageUrlOf(report),
  };
}

/** A page of the swarms the collector was alerted about, newest first (beekeeper/SwarmAlertList). */
export async function swarmAlertList(actor: Actor, limit: number, nextToken: string | null | undefined) {
  const me = actor.userName.toLowerCase();
  const page = await pageAlertedOf(
    me,
    limit,
    nextToken ? decodePageToken(nextToken, 'swarmalerts') : undefined,
  );
  const reports = await getReports(page.rows.map((a) => a.SwarmID));
  const rows = page.rows.flatMap((a) => {
    const r = reports.get(a.SwarmID);
    return r ? [rowFor(me, r, a.DistanceM)] : [];
  });
  return { rows, nextToken: encodePageToken('swarmalerts', page.lastKey) };
}

/** One swarm for an alerted collector; the contact details only when they adopted it. */
export async function getSwarmAlert(actor: Actor, id: string): Promise<SwarmAlertDetail> {
  const { me, alerted, report } = await alertedReport(actor, id);
  return detailFor(me, report, alerted.DistanceM);
}

/**
 * Adopts a swarm for the calling collector (first wins; a repeat by the adopter is answered
 * again). Then the reporter is told by SMS (when the phone is a mobile) and the other alerted
 * collectors are told it is taken (email and inbox). ConflictError when someone else has it.
 */
export async function adoptSwarm(actor: Actor, id: string): Promise<SwarmAlertDetail> {
  const { me, alerted, report } = await alertedReport(actor, id);
  if (report.AdoptedBy === me) return detailFor(me, report, alerted.DistanceM);
  const profile = await getProfile(me);
  const name = profile?.FullName || actor.userName;
  const at = new Date().toISOString();
  const result = await adopt(id, me, name, at);
  if (result.kind === 'conflict') {
    const now = await getReport(id, true);
    if (now?.AdoptedBy === me) return detailFor(me, now, alerted.DistanceM);
    throw new ConflictError(SwarmMsg.alreadyAdopted);
  }
  await tellOnAdoption(result.report, me, name);
  return detailFor(me, result.report, alerted.DistanceM);
}

async function tellOnAdoption(report: SwarmItem, adopter: string, adopterName: string): Promise<void> {
  if (report.PhoneIsMobile) {
    await publishAlert('Swarm', {
      AlertId: reporterAlertId(report.SwarmID, report.Round),
      Kind: 'swarm-adopted',
      ...reporterTexts(report, adopterName),
      Recipients: [{ Name: report.Name, Mobile: report.PhoneE164 }],
    });
    await markReporterTold(report.SwarmID, adopter);
  }
  const others = (await listAlerted(report.SwarmID)).filter(
    (a) => a.UserName !== adopter && !report.AbandonedBy.includes(a.UserName),
  );
  const profiles = await getProfiles(others.map((o) => o.UserName));
  const recipients = others.flatMap((o) => {
    const p = profiles.get(o.UserName);
    const r =
      p && isReachable(p)
        ? recipientOf(
            p,
            { Name: p.FullName || p.UserName, Link: adoptLinkOf(report.SwarmID) },
            { sms: false },
          )
        : undefined;
    return r ? [r] : [];
  });
  if (recipients.length) {
    await publishAlert('Swarm', {
      AlertId: takenAlertId(report.SwarmID, report.Round),
      Kind: 'swarm-taken',
      ...takenTexts(report),
      Recipients: recipients,
    });
  }
}

/**
 * The adopter sets Successful, Unsuccessful, Failed or Abandoned (rules above). ConflictError
 * 'Only the collector who adopted…' for anyone else, 'not allowed' from a closed status.
 */
export async function updateSwarmStatus(
  actor: Actor,
  id: string,
  status: 3 | 4 | 5 | 6,
): Promise<SwarmAlertDetail> {
  const { me, alerted } = await alertedReport(actor, id);
  const at = new Date().toISOString();
  const abandon = status === SwarmStatus.Abandoned;
  const result = abandon
    ? await abandonReport(id, me, at)
    : await setOutcome(id, me, status as 3 | 4 | 6, at);
  if (result.kind === 'conflict') {
    const now = await getReport(id, true);
    throw new ConflictError(now?.AdoptedBy === me ? SwarmMsg.statusNotAllowed : SwarmMsg.notAdopter);
  }
  if (!abandon) return detailFor(me, result.report, alerted.DistanceM);
  return detailFor(me, await realert(result.report), alerted.DistanceM);
}

/** Re-matches an abandoned swarm and alerts everyone but those who gave it up (status ReNotify). */
async function realert(report: SwarmItem): Promise<SwarmItem> {
  const { recipients } = await collectorRecipients(report, new Set(report.AbandonedBy));
  if (recipients.length === 0) return report;
  // Queued first (idempotent per round), then adoptable again.
  await sendCollectorAlert(report, recipients);
  const at = new Date().toISOString();
  const result = await renotify(report.SwarmID, report.Round, recipients.length, at);
  if (result.kind === 'conflict') return report;
  logger.info('swarm re-notified', {
    id: report.SwarmID,
    round: result.report.Round,
    collectors: recipients.length,
  });
  return result.report;
}

/** The coordinator's list (beewatchagent/swarmnotifications): every report, newest first, with contacts. */
export async function swarmNotificationList(limit: number, nextToken: string | null | undefined) {
  const page = await pageReports(limit, nextToken ? decodePageToken(nextToken, 'swarms') : undefined);
  const rows: SwarmNotificationRow[] = page.rows.map((r) => ({
    SwarmID: r.SwarmID,
    CreatedAt: r.CreatedAt,
    District: r.District,
    PlaceName: r.PlaceName,
    Description: r.Description,
    TypeOption: r.TypeOption,
    Other: r.Other,
    BeeOption: r.BeeOption,
    HasImage: r.ImageState === 'checked',
    ImageState: r.ImageState,
    Status: r.Status,
    Contact: contactOf(r),
    ApiKeyOwner: r.ApiKeyOwner,
    NotifiedCount: r.NotifiedCount,
    AdoptedBy: r.AdoptedBy,
    AdoptedByName: r.AdoptedByName,
    AdoptedAt: r.AdoptedAt,
    ReporterTold: r.ReporterTold,
    History: r.History,
  }));
  return { rows, nextToken: encodePageToken('swarms', page.lastKey) };
}

/** A presigned GET of a swarm photo: the coordinator any, a collector those alerted to them. */
export async function swarmImageUrl(actor: Actor, id: string): Promise<string> {
  const report =
    actor.roleName === 'SwarmCoordinator' ? await getReport(id) : (await alertedReport(actor, id)).report;
  const url = report && (await imageUrlOf(report));
  if (!url) throw new NotFoundError('Image not found');
  return url;
}

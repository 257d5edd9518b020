import { EscalateBy, Responsibility } from '@beewatch/shared';
import { getCategory, type StoredCategory } from '../categories/index.js';
import { countMetric, logger } from '../lib/logger.js';
import { presignedMediaLink } from '../lib/uploads/media-store.js';
import { escalateToInboxes } from '../messages/index.js';
import { sendEmail, sendSms } from '../notify/index.js';
import { getTracking, mediaFileOf, type MediaKind, type StoredTracking } from '../tracking/index.js';
import { escalationEmail, escalationSms, mapLinkOf, type EscalationContent } from './message.js';
import { claimSend, finishSend } from './sends-repository.js';

/** Lifetime of the evidence links in escalation emails, hours (short-lived; SigV4 allows ≤ 168). */
export const EVIDENCE_LINK_HOURS = 24;

/** One message to send: a channel and an address. */
interface Delivery {
  channel: 'email' | 'sms';
  address: string;
  name: string;
}

/**
 * Who gets what (spec §4 responsibility rules): a Controller-only category is handled
 * in the portal and sends nothing; otherwise each recipient gets an SMS when escalation is by
 * phone (1; Police always) and an email when by email (2) or WeWatchOfficer (3).
 */
export function deliveriesOf(category: StoredCategory): Delivery[] {
  if (!category.Responsibility || category.Responsibility === Responsibility.Controller) return [];
  const byPhone =
    category.Responsibility === Responsibility.Police || category.EscalateByInt === EscalateBy.Phone;
  return category.Recipients.flatMap((r): Delivery[] => {
    if (byPhone) return r.Phone ? [{ channel: 'sms', address: r.Phone, name: r.Name }] : [];
    return r.Email ? [{ channel: 'email', address: r.Email, name: r.Name }] : [];
  });
}

/**
 * The record's evidence that has arrived, as links valid EVIDENCE_LINK_HOURS, served like every
 * upload (the site's media path, the checked type, as an attachment).
 */
async function evidenceOf(record: StoredTracking) {
  const arrived: Record<MediaKind, boolean> = {
    image: record.IsImageExist,
    video: record.IsVideoAvailable,
    audio: record.IsAudioAvailable,
  };
  const links: { kind: MediaKind; url: string }[] = [];
  for (const kind of ['image', 'video', 'audio'] as const) {
    const file = arrived[kind] ? mediaFileOf(record, kind) : undefined;
    if (file)
      links.push({
        kind,
        url: await presignedMediaLink(
          file.key,
          file.contentType,
          file.downloadName,
          EVIDENCE_LINK_HOURS * 3600,
        ),
      });
  }
  return links;
}

async function contentOf(record: StoredTracking, category: StoredCategory): Promise<EscalationContent> {
  return {
    categoryName: category.Name,
    createdDate: record.CreatedDate,
    latitude: record.Latitude,
    longitude: record.Longitude,
    notes: category.Notes ? { record: record.Description, activity: category.ActivityNotes } : undefined,
    mapUrl: category.Map ? mapLinkOf(record.Latitude, record.Longitude) : undefined,
    evidence: category.Image ? await evidenceOf(record) : undefined,
    linkHours: EVIDENCE_LINK_HOURS,
  };
}

/**
 * Escalates one tracking record to its category's recipients. Idempotent: each (channel,
 * address) is claimed before sending and recorded after, so a redelivered event sends only
 * what has not gone out. Throws when any send failed, after trying all, so the queue retries
 * the event (and then dead-letters it); sends that succeeded are not repeated.
 */
export async function escalate(hornetTrackingId: string): Promise<{ sent: number; skipped: number }> {
  const record = await getTracking(hornetTrackingId);
  const category = record && (await getCategory(record.CategoryID));
  if (!record || !category) return { sent: 0, skipped: 0 };
  // Controllers' and recipient portal users' inboxes too (idempotent; errors → queue retry).
  await escalateToInboxes(record, category);
  const deliveries = deliveriesOf(category);
  if (!deliveries.length) return { sent: 0, skipped: 0 };
  const content = await contentOf(record, category);
  const email = escalationEmail(content);
  const sms = escalationSms(content);
  let sent = 0;
  let skipped = 0;
  const failures: string[] = [];
  await Promise.all(
    deliveries.map(async (d) => {
      if (!(await claimSend(hornetTrackingId, d.channel, d.address, d.name))) {
        skipped += 1;
        return;
      }
      try {
        if (d.channel === 'email') await sendEmail(d.address, email);
        else await sendSms(d.address, sms);
        await finishSend(hornetTrackingId, d.channel, d.address, null);
        sent += 1;
      } catch (err) {
        const message = (err as Error).message || (err as Error).name;
        await finishSend(hornetTrackingId, d.channel, d.address, message);
        failures.push(`${d.channel} ${d.address}: ${message}`);
      }
    }),
  );
  countMetric('EscalationsSent', sent);
  countMetric('EscalationsFailed', failures.length);
  if (failures.length) {
    logger.warn('escalation sends failed', { hornetTrackingId, failures });
    throw new Error(`${failures.length} escalation send(s) failed`);
  }
  return { sent, skipped };
}

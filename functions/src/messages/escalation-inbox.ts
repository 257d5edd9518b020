import { Responsibility } from '@beewatch/shared';
import type { StoredCategory } from '../categories/index.js';
import { escalationEmail, mapLinkOf } from '../escalation/index.js';
import type { StoredTracking } from '../tracking/index.js';
import { deliverDeviceMessage } from './deliver.js';
import { usersByEmail, usersOfRole } from './directory.js';

/** Sender shown for messages of the portal itself. */
export const SYSTEM_SENDER = 'Bee.Watch';

/** The device-message id of a record's escalation: one per record, delivered once per user. */
export const escalationMessageId = (hornetTrackingId: string) => `ESC-${hornetTrackingId}`;

/**
 * Escalated records also arrive in portal inboxes (issue 7): every BSController user (the
 * Controller responsibility is handled in the portal) and each category recipient whose email
 * is a portal user's. Text as the email (English then French), without evidence links: the
 * controller opens them on the reporting screen. Idempotent per (record, user) through
 * deliverDeviceMessage's delivery key; returns how many were new. Errors propagate, so the
 * queue retries the event (sends already made are not repeated).
 */
export async function escalateToInboxes(record: StoredTracking, category: StoredCategory): Promise<number> {
  if (!category.Responsibility) return 0;
  const email = escalationEmail({
    categoryName: category.Name,
    createdDate: record.CreatedDate,
    latitude: record.Latitude,
    longitude: record.Longitude,
    notes: category.Notes ? { record: record.Description, activity: category.ActivityNotes } : undefined,
    mapUrl:
      category.Map || category.Responsibility === Responsibility.Controller
        ? mapLinkOf(record.Latitude, record.Longitude)
        : undefined,
    linkHours: 0,
  });
  const recipients = new Map<string, string>();
  for (const u of await usersOfRole('BSController')) recipients.set(u.UserName.toLowerCase(), u.FullName);
  const emails = [...new Set(category.Recipients.map((r) => r.Email?.trim().toLowerCase()).filter(Boolean))];
  for (const address of emails as string[])
    for (const u of await usersByEmail(address)) recipients.set(u.UserName.toLowerCase(), u.FullName);
  let delivered = 0;
  for (const [userName, fullName] of recipients) {
    const isNew = await deliverDeviceMessage({
      MessageId: escalationMessageId(record.HornetTrackingID),
      ToUserName: userName,
      To: fullName,
      FromUserName: null,
      From: SYSTEM_SENDER,
      Title: `${email.subject.en} / ${email.subject.fr}`,
      Body: `${email.body.en}\n\n---\n\n${email.body.fr}`,
      SendDate: new Date().toISOString(),
    });
    if (isNew) delivered += 1;
  }
  return delivered;
}

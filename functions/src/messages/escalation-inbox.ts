import type { StoredCategory } from '../categories/index.js';
import type { StoredTracking } from '../tracking/index.js';
import { usersByEmail, usersOfRole } from './directory.js';
import { gatherEscalation } from './escalation-group.js';

export { SYSTEM_SENDER } from './escalation-group.js';

/**
 * Escalated records also arrive in portal inboxes: every BSController user (the
 * Controller responsibility is handled in the portal) and each category recipient whose email
 * is a portal user's. Each user gets one unread message per category that gathers the records
 * escalated until they read it (gatherEscalation): it names the latest record's place and
 * date-time and lists the records with a link each, the notes when the category shows notes,
 * and the category's instructions — without evidence links: the controller opens the media on
 * the reporting screen. Idempotent per (record, user); returns how many users got the record.
 * Errors propagate, so the queue retries the event (users already served are not repeated).
 */
export async function escalateToInboxes(record: StoredTracking, category: StoredCategory): Promise<number> {
  if (!category.Responsibility) return 0;
  const recipients = new Map<string, string>();
  for (const u of await usersOfRole('BSController')) recipients.set(u.UserName.toLowerCase(), u.FullName);
  const emails = [...new Set(category.Recipients.map((r) => r.Email?.trim().toLowerCase()).filter(Boolean))];
  for (const address of emails as string[])
    for (const u of await usersByEmail(address)) recipients.set(u.UserName.toLowerCase(), u.FullName);
  let delivered = 0;
  for (const [userName, fullName] of recipients) {
    const isNew = await gatherEscalation({
      userName,
      fullName,
      categoryId: category.CategoryID,
      categoryName: category.Name,
      instructions: category.Notes && category.ActivityNotes ? category.ActivityNotes : null,
      record: {
        HornetTrackingID: record.HornetTrackingID,
        CreatedDate: record.CreatedDate,
        Place: record.LocationAddress,
        Latitude: record.Latitude,
        Longitude: record.Longitude,
        Notes: category.Notes && record.Description ? record.Description : null,
      },
    });
    if (isNew) delivered += 1;
  }
  return delivered;
}

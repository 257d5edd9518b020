import {
  OutreachMsg,
  type CrmCount,
  type CrmCountRequest,
  type CrmMailReport,
  type CrmMailRequest,
  type CrmMailRow,
  type DeliveryRow,
} from '@beewatch/shared';
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import { getProfile, recordAdminAction } from '../account/index.js';
import { listAlertSends, publishAlert } from '../alerts/index.js';
import type { Actor } from '../lib/actor.js';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors.js';
import { crmAlertId } from './outreach-entity.js';
import { alertRecipientOf, audienceRecipients, recipientOf, type CrmRecipient } from './recipients.js';
import { getCrmMail, latestCrmMails, putCrmMail } from './repository.js';

/** CRM mails the history shows. */
const HISTORY_MAX = 50;

/** The footer every CRM message ends with (role-screens §1.6: unsubscribe/preferences footer). */
const FOOTER = {
  en: '\n\n—\nYou receive this as a registered Bee.Watch user. Change your details in My Profile or unsubscribe at home/unsubscribe on the portal.',
  fr: '\n\n—\nVous recevez ce message en tant qu’utilisateur inscrit de Bee.Watch. Modifiez vos coordonnées dans Mon profil ou désinscrivez-vous sur la page home/unsubscribe du portail.',
};

function countOf(recipients: CrmRecipient[]): CrmCount {
  return {
    Recipients: recipients.length,
    Email: recipients.filter((r) => r.Email).length,
    Sms: recipients.filter((r) => r.Mobile).length,
    Inbox: recipients.filter((r) => r.Inbox).length,
  };
}

/** home/CountCrmRecipients: how many users the audience reaches on the channels (no names). */
export async function countCrmRecipients(request: z.output<typeof CrmCountRequest>): Promise<CrmCount> {
  return countOf(await audienceRecipients(request.Audience, request.Channels));
}

/**
 * home/SendCrmMail: one message per recipient through the alert pipeline (SNS → SQS → the alert
 * worker; email, SMS, portal inbox, each recorded per address under the mail's AlertId), in
 * English then French. The audience is counted again first: when it no longer matches
 * ExpectedRecipients nothing is sent (ConflictError). TestOnly sends to the sender alone.
 * @throws ValidationError when the audience reaches no one, ConflictError as above.
 */
export async function sendCrmMail(
  actor: Actor,
  request: z.output<typeof CrmMailRequest>,
  now = new Date(),
): Promise<CrmMailRow> {
  let recipients: CrmRecipient[];
  if (request.TestOnly) {
    const me = await getProfile(actor.userName);
    recipients = me ? [recipientOf(me, request.Channels)] : [];
  } else {
    recipients = await audienceRecipients(request.Audience, request.Channels, now.getTime());
    if (recipients.length !== request.ExpectedRecipients)
      throw new ConflictError(OutreachMsg.audienceChanged);
  }
  if (recipients.length === 0) throw new ValidationError(OutreachMsg.noRecipients);
  const mail: CrmMailRow = {
    MailID: ulid(),
    SentAt: now.toISOString(),
    SentBy: actor.userName,
    SubjectEn: request.SubjectEn,
    Audience: {
      Roles: request.Audience.Roles,
      CountryIds: request.Audience.CountryIds,
      AreaUnits: request.Audience.AreaUnits,
      Subscription: request.Audience.Subscription,
    },
    Channels: request.Channels,
    Recipients: recipients.length,
    TestOnly: request.TestOnly,
  };
  // Stored first: the delivery report then always has its mail, even if publishing fails midway
  // (the sends already queued stay idempotent under the mail's AlertId).
  await putCrmMail(mail);
  const subject = { en: request.SubjectEn, fr: request.SubjectFr || request.SubjectEn };
  const body = { en: request.BodyEn, fr: request.BodyFr || request.BodyEn };
  await publishAlert('Outreach', {
    AlertId: crmAlertId(mail.MailID),
    Kind: 'crm-mail',
    Subject: subject,
    Body: { en: body.en + FOOTER.en, fr: body.fr + FOOTER.fr },
    Sms: { en: `${subject.en}: ${body.en}`.slice(0, 300), fr: `${subject.fr} : ${body.fr}`.slice(0, 300) },
    Recipients: recipients.map(alertRecipientOf),
  });
  await recordAdminAction(actor.userName, request.TestOnly ? 'CrmMailTest' : 'CrmMail');
  return mail;
}

/** home/CrmMailList: the latest CRM mails, newest first. */
export function crmMailList(): Promise<CrmMailRow[]> {
  return latestCrmMails(HISTORY_MAX);
}

/** A send record of the alert worker as a delivery report row. */
export function deliveryRowOf(item: Record<string, unknown>): DeliveryRow {
  return {
    Channel: item.Channel as DeliveryRow['Channel'],
    RecipientName: String(item.RecipientName ?? ''),
    Address: String(item.Address ?? ''),
    Status: item.Status as DeliveryRow['Status'],
    Error: (item.Error as string | null | undefined) ?? null,
    UpdatedAt: (item.UpdatedAt as string | undefined) ?? null,
  };
}

/**
 * home/CrmMailReport: the mail and every send the alert worker recorded for it (one Query), with
 * the sent, failed and not yet recorded counts. @throws NotFoundError for an unknown mail.
 */
export async function crmMailReport(mailId: string): Promise<CrmMailReport> {
  const mail = await getCrmMail(mailId);
  if (!mail) throw new NotFoundError(OutreachMsg.mailNotFound);
  const rows = (await listAlertSends(crmAlertId(mailId))).map(deliveryRowOf);
  rows.sort((a, b) => a.RecipientName.localeCompare(b.RecipientName) || a.Channel.localeCompare(b.Channel));
  const sent = rows.filter((r) => r.Status === 'sent').length;
  const failed = rows.filter((r) => r.Status === 'failed').length;
  const recipientsSeen = new Set(rows.map((r) => r.RecipientName)).size;
  return {
    Mail: mail,
    Sent: sent,
    Failed: failed,
    Pending: Math.max(0, mail.Recipients - recipientsSeen),
    Rows: rows,
  };
}

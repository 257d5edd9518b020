import * as z from 'zod/mini';
import { CrmMailRow } from '@beewatch/shared';

/**
 * The outreach entities of the site table:
 * - a CRM mail, `CRMMAIL#<id>` / `CRMMAIL` (byKind `CRMMAIL`, kindSort `<SentAt>#<id>`: the
 *   history, newest first), with its audience and how many it was sent to;
 * - a swarm thank-you, `THANKS#<SwarmID>` / `<Reporter|Collector>`: written once per audience per
 *   swarm (conditional on absence, or on the version a confirmed re-send replaces).
 * Sends themselves are the alert worker's records (`ALERTSEND#<AlertId>`, alerts/).
 */
export const CRM_MAIL_KIND = 'CRMMAIL';

export const crmMailKey = (id: string) => ({ pk: `CRMMAIL#${id}`, sk: 'CRMMAIL' });
export const crmMailItemOf = (mail: StoredCrmMail) => ({
  ...crmMailKey(mail.MailID),
  kind: CRM_MAIL_KIND,
  kindSort: `${mail.SentAt}#${mail.MailID}`,
  ...mail,
});
/** AlertId of a CRM mail's sends (the alert worker's idempotency key and send log). */
export const crmAlertId = (id: string) => `CRMMAIL#${id}`;

export const StoredCrmMail = CrmMailRow;
export type StoredCrmMail = z.infer<typeof StoredCrmMail>;

export type ThankedAudience = 'Reporter' | 'Collector';
export const thanksKey = (swarmId: string, audience: ThankedAudience) => ({
  pk: `THANKS#${swarmId}`,
  sk: audience,
});
/** AlertId of one thank-you (per swarm, audience and version: a re-send is a new message). */
export const thanksAlertId = (swarmId: string, audience: ThankedAudience, version: number) =>
  `THANKS#${swarmId}#${audience}#v${version}`;

export const StoredThanks = z.object({
  SwarmID: z.string(),
  Audience: z.enum(['Reporter', 'Collector']),
  ThankedAt: z.string(),
  ThankedBy: z.string(),
  Version: z.number().check(z.int(), z.gte(1)),
});
export type StoredThanks = z.infer<typeof StoredThanks>;
export const thanksItemOf = (t: StoredThanks) => ({ ...thanksKey(t.SwarmID, t.Audience), ...t });

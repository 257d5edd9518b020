import * as z from 'zod/mini';
import { ROLE_NAMES, type RoleName } from '../enums.js';
import { AreaUnit } from './domains.js';
import { PERIOD_IN_ORDER, periodInOrder } from './field-schemas.js';
import { OutreachMsg } from '../catalogues/outreach.js';

export { OutreachMsg };

/** Most characters of a CRM subject and body, and of a thank-you text. */
export const OUTREACH_SUBJECT_MAX = 150;
export const OUTREACH_BODY_MAX = 4000;
export const THANKS_SMS_MAX = 300;
/** Most swarms thanked in one send. */
export const THANKS_SWARMS_MAX = 100;

/** Delivery channels of an outreach message. */
export const OutreachChannel = z.enum(['email', 'sms', 'inbox']);
export type OutreachChannel = z.infer<typeof OutreachChannel>;

/**
 * Subscription filter of an audience: 'Active' (expiry in the future), 'Expiring' (active, expiring
 * within 30 days), 'Expired', or 'Any'. Unsubscribed accounts are never addressed.
 */
export const SubscriptionFilter = z.enum(['Active', 'Expiring', 'Expired', 'Any']);
export type SubscriptionFilter = z.infer<typeof SubscriptionFilter>;
/** Days ahead in which an active subscription counts as expiring. */
export const EXPIRING_WITHIN_DAYS = 30;

/**
 * The segment a CRM message goes to: users of the chosen roles (at least one), optionally only
 * those of some countries (profile CountryId, the registration list's values) and of some area
 * units (the UK postcode district or French code postal of the profile's post code).
 */
export const CrmAudience = z.strictObject({
  Roles: z
    .array(z.enum(ROLE_NAMES as [RoleName, ...RoleName[]]))
    .check(z.minLength(1, OutreachMsg.selectRole), z.maxLength(ROLE_NAMES.length)),
  CountryIds: z._default(z.array(z.number().check(z.int(), z.gte(1), z.lte(99))).check(z.maxLength(20)), []),
  AreaUnits: z._default(z.array(AreaUnit).check(z.maxLength(400)), []),
  Subscription: z._default(SubscriptionFilter, 'Active'),
});
export type CrmAudience = z.input<typeof CrmAudience>;

const Channels = z.array(OutreachChannel).check(z.minLength(1, OutreachMsg.selectChannel), z.maxLength(3));

/** Body of home/CountCrmRecipients: how many users an audience reaches on the chosen channels. */
export const CrmCountRequest = z.strictObject({ Audience: CrmAudience, Channels });
export type CrmCountRequest = z.input<typeof CrmCountRequest>;

/** How many users an audience reaches (Recipients), and the sends per channel. */
export const CrmCount = z.object({
  Recipients: z.number().check(z.int()),
  Email: z.number().check(z.int()),
  Sms: z.number().check(z.int()),
  Inbox: z.number().check(z.int()),
});
export type CrmCount = z.infer<typeof CrmCount>;

const Subject = z.string().check(z.trim(), z.maxLength(OUTREACH_SUBJECT_MAX));
const Body = z.string().check(z.trim(), z.maxLength(OUTREACH_BODY_MAX));

/**
 * Body of home/SendCrmMail. English subject and body are required; French ones default to the
 * English. ExpectedRecipients is the count the sender saw: when the audience now counts
 * differently, nothing is sent (409, count again). TestOnly sends the message to the sender alone.
 */
export const CrmMailRequest = z.strictObject({
  Audience: CrmAudience,
  Channels,
  SubjectEn: Subject.check(z.minLength(1, OutreachMsg.enterSubject)),
  SubjectFr: z._default(Subject, ''),
  BodyEn: Body.check(z.minLength(1, OutreachMsg.enterBody)),
  BodyFr: z._default(Body, ''),
  ExpectedRecipients: z.number().check(z.int(), z.gte(0)),
  TestOnly: z._default(z.boolean(), false),
});
export type CrmMailRequest = z.input<typeof CrmMailRequest>;

/** A CRM message as the history lists it. */
export const CrmMailRow = z.object({
  MailID: z.string(),
  SentAt: z.string(),
  SentBy: z.string(),
  SubjectEn: z.string(),
  Audience: z.object({
    Roles: z.array(z.string()),
    CountryIds: z.array(z.number()),
    AreaUnits: z.array(z.string()),
    Subscription: SubscriptionFilter,
  }),
  Channels: z.array(OutreachChannel),
  Recipients: z.number().check(z.int()),
  TestOnly: z.boolean(),
});
export type CrmMailRow = z.infer<typeof CrmMailRow>;

/** Query naming one CRM message. */
export const CrmMailIdQuery = z.object({
  MailID: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, OutreachMsg.mailNotFound)),
});

/** One send of a delivery report: who, on which channel, and whether it went out. */
export const DeliveryRow = z.object({
  Channel: OutreachChannel,
  RecipientName: z.string(),
  Address: z.string(),
  Status: z.enum(['sending', 'sent', 'failed']),
  Error: z.nullable(z.string()),
  UpdatedAt: z.nullable(z.string()),
});
export type DeliveryRow = z.infer<typeof DeliveryRow>;

/**
 * The delivery report of a CRM message: the sends the alert worker recorded so far (queued sends
 * not yet taken are `Recipients`-based Pending).
 */
export const CrmMailReport = z.object({
  Mail: CrmMailRow,
  Sent: z.number().check(z.int()),
  Failed: z.number().check(z.int()),
  Pending: z.number().check(z.int()),
  Rows: z.array(DeliveryRow),
});
export type CrmMailReport = z.infer<typeof CrmMailReport>;

/** Who a swarm thank-you goes to: the public reporter (SMS to a mobile), the adopting collector, or both. */
export const ThanksAudience = z.enum(['Reporter', 'Collector', 'Both']);
export type ThanksAudience = z.infer<typeof ThanksAudience>;

/** The final outcomes that are thanked (spec §3 status: Unsuccessful 3, Successful 4). */
export const ThanksStatusFilter = z.enum(['All', 'Successful', 'Unsuccessful']);

/** Query of admin/SwarmThanksList: reports made between two instants, with a final outcome. */
export const ThanksListQuery = z
  .object({
    FromDate: z.iso.datetime({ offset: true }),
    ToDate: z.iso.datetime({ offset: true }),
    Status: z._default(ThanksStatusFilter, 'All'),
  })
  .check(z.refine(periodInOrder, PERIOD_IN_ORDER));
export type ThanksListQuery = z.input<typeof ThanksListQuery>;

/** A swarm with a final outcome, and when each audience was thanked (null: not yet). */
export const ThanksRow = z.object({
  SwarmID: z.string(),
  ReportedAt: z.string(),
  ReporterName: z.string(),
  District: z.string(),
  TypeOption: z.number().check(z.int()),
  CollectorName: z.nullable(z.string()),
  Status: z.number().check(z.int()),
  OutcomeAt: z.nullable(z.string()),
  ReporterThankedAt: z.nullable(z.string()),
  CollectorThankedAt: z.nullable(z.string()),
  /** The reporter gave a mobile number (the only way to thank them). */
  ReporterReachable: z.boolean(),
});
export type ThanksRow = z.infer<typeof ThanksRow>;

/** A thank-you text in both languages; {name}, {date} and {district} are filled per swarm. */
export const ThanksTemplate = z.strictObject({
  SubjectEn: Subject.check(z.minLength(1, OutreachMsg.enterSubject)),
  SubjectFr: Subject.check(z.minLength(1, OutreachMsg.enterSubject)),
  BodyEn: z.string().check(z.trim(), z.minLength(1, OutreachMsg.enterBody), z.maxLength(THANKS_SMS_MAX)),
  BodyFr: z.string().check(z.trim(), z.minLength(1, OutreachMsg.enterBody), z.maxLength(THANKS_SMS_MAX)),
});
export type ThanksTemplate = z.infer<typeof ThanksTemplate>;

/**
 * Body of admin/SendSwarmAlertThanks. Each (swarm, audience) is thanked once; Resend (after the
 * screen's confirm) thanks again those already thanked.
 */
export const SendThanksRequest = z.strictObject({
  SwarmIDs: z
    .array(z.string().check(z.minLength(1), z.maxLength(64)))
    .check(z.minLength(1, OutreachMsg.selectSwarm), z.maxLength(THANKS_SWARMS_MAX)),
  Audience: ThanksAudience,
  Reporter: z.optional(ThanksTemplate),
  Collector: z.optional(ThanksTemplate),
  Resend: z._default(z.boolean(), false),
});
export type SendThanksRequest = z.input<typeof SendThanksRequest>;

/** What a thanks send did, per swarm and audience. */
export const ThanksOutcome = z.object({
  SwarmID: z.string(),
  Audience: z.enum(['Reporter', 'Collector']),
  Result: z.enum(['Sent', 'AlreadyThanked', 'NoContact', 'NotFinal', 'NotFound']),
});
export type ThanksOutcome = z.infer<typeof ThanksOutcome>;

/** The default thank-you texts (role-screens §1.5: EN/FR templates with {name}, {date}, {district}). */
export const THANKS_TEMPLATES: Record<'Reporter' | 'Collector', ThanksTemplate> = {
  Reporter: {
    SubjectEn: 'Thank you for reporting a swarm',
    SubjectFr: 'Merci d’avoir signalé un essaim',
    BodyEn:
      'Hello {name}, thank you for reporting the swarm in {district} on {date}. A local collector has dealt with it. Bee.Watch',
    BodyFr:
      'Bonjour {name}, merci d’avoir signalé l’essaim à {district} le {date}. Un collecteur local s’en est occupé. Bee.Watch',
  },
  Collector: {
    SubjectEn: 'Thank you for collecting a swarm',
    SubjectFr: 'Merci d’avoir collecté un essaim',
    BodyEn: 'Hello {name}, thank you for attending the swarm reported in {district} on {date}. Bee.Watch',
    BodyFr: 'Bonjour {name}, merci d’être intervenu pour l’essaim signalé à {district} le {date}. Bee.Watch',
  },
};

import * as z from 'zod/mini';
import { preprocess } from './text-fields.js';
import { position } from './field-schemas.js';
import { type MessageBox, type RoleName } from '../enums.js';
import {
  MessageMsg,
  MESSAGES_PAGE_MAX,
  MESSAGE_TITLE_MAX,
  MESSAGE_BODY_MAX,
} from '../catalogues/messages.js';

export { MessageMsg, MESSAGES_PAGE_MAX, MESSAGE_TITLE_MAX, MESSAGE_BODY_MAX };

/** A message box value (spec §3 enumerations: inbox 0, sent 1; MessageBox in enums.ts). */
export type MessageBoxValue = (typeof MessageBox)[keyof typeof MessageBox];

/** Default page size of common/GetDeviceMessages (spec §7.3: defaults 0 and 10). */
export const MESSAGES_PAGE_SIZE = 10;
/** Messages in the header dropdown (spec §9 'message dropdown shows 3 messages'). */
export const MESSAGE_DROPDOWN_COUNT = 3;
/** Largest number of recipients one search answers. */
export const RECIPIENT_SEARCH_MAX = 20;

/**
 * Who may write to whom. Administrators and super administrators reach everyone (they
 * run the portal and answer its users); every other role reaches the administrators and the
 * roles it works with in the spec's flows: swarm coordinators with beekeepers and swarm watchers
 * (swarm collection, §2.4), spray liaisons with pesticide users, bystanders and beekeepers (spray
 * notifications), bee inspectors with beekeepers (inspections), controllers with each other.
 * The relation is symmetric, so every message can be answered.
 */
const ADMINS = ['Administrator', 'SuperAdministrator'] as const satisfies readonly RoleName[];
export const MESSAGE_REACH: Record<RoleName, readonly RoleName[] | 'all'> = {
  Administrator: 'all',
  SuperAdministrator: 'all',
  SwarmCoordinator: [...ADMINS, 'SwarmCoordinator', 'ProfessionalBeeKeeper', 'SwarmWatch'],
  ProfessionalBeeKeeper: [...ADMINS, 'SwarmCoordinator', 'SprayLaison', 'BeeInspector'],
  SwarmWatch: [...ADMINS, 'SwarmCoordinator'],
  SprayLaison: [...ADMINS, 'NonBeeKeeper', 'ByStander', 'ProfessionalBeeKeeper'],
  NonBeeKeeper: [...ADMINS, 'SprayLaison'],
  ByStander: [...ADMINS, 'SprayLaison'],
  BeeInspector: [...ADMINS, 'ProfessionalBeeKeeper'],
  BSController: [...ADMINS, 'BSController'],
  VQAdministrator: [...ADMINS],
  iWAS: [...ADMINS],
};

/** True when a user of role `from` may write to a user of role `to`. */
export function mayMessage(from: RoleName, to: RoleName): boolean {
  const reach = MESSAGE_REACH[from];
  return reach === 'all' || reach.includes(to);
}

/** A message's title and body in one UI language. */
export const MessageText = z.object({ Title: z.string(), Body: z.string() });
export type MessageText = z.infer<typeof MessageText>;

/**
 * A message of the portal itself (alert, escalation, welcome) in each UI language, so the web
 * shows the reader's; the message's Title and Body carry the English text for other clients.
 */
export const MessageTexts = z.object({ en: MessageText, fr: MessageText });
export type MessageTexts = z.infer<typeof MessageTexts>;

/** Records an escalation message lists, latest first (its Count says how many it holds in all). */
export const ESCALATION_LIST_MAX = 10;

/** One escalated tracking record, as an escalation message lists it. */
export const EscalatedRecord = z.object({
  HornetTrackingID: z.string(),
  /** ISO 8601 instant of the sighting. */
  CreatedDate: z.string(),
  /** The record's place name (its LocationAddress); null when it has none. */
  Place: z.nullable(z.string()),
  ...position,
  /** The record's description, when the category shows notes (spec §3 how-option Notes). */
  Notes: z.nullable(z.string()),
});
export type EscalatedRecord = z.infer<typeof EscalatedRecord>;

/**
 * The records of one category escalated to one user while that user had not read the message:
 * one unread message per category and user gathers them (a new one starts once it is read), so
 * a busy day is one line per category in the dropdown, and it names the latest record.
 */
export const EscalationGroup = z.object({
  CategoryID: z.string(),
  CategoryName: z.string(),
  /** Records gathered into this message; the list holds the latest ESCALATION_LIST_MAX. */
  Count: z.number().check(z.int(), z.gte(1)),
  Records: z.array(EscalatedRecord).check(z.minLength(1), z.maxLength(ESCALATION_LIST_MAX)),
  /** The category's activity notes (instructions), when the category shows notes. */
  Instructions: z.nullable(z.string()),
});
export type EscalationGroup = z.infer<typeof EscalationGroup>;

/** One message of a box (spec §3 "Device message": From, SendDate, Title; plus what the reader needs). */
export const DeviceMessage = z.object({
  MessageId: z.string(),
  Box: z.union([z.literal(0), z.literal(1)]),
  From: z.string(),
  /** null for messages of the portal itself (alerts, escalations): no reply. */
  FromUserName: z.nullable(z.string()),
  To: z.string(),
  ToUserName: z.string(),
  /** ISO 8601 instant. */
  SendDate: z.string(),
  Title: z.string(),
  /** Plain text, shown as text (never as HTML). */
  Body: z.string(),
  IsRead: z.boolean(),
  /** Messages of the portal: the title and body in each UI language. */
  Texts: z.optional(MessageTexts),
  /** Escalation messages: the category and the records they gather. */
  Escalation: z.optional(EscalationGroup),
});
export type DeviceMessage = z.infer<typeof DeviceMessage>;

const intParam = (fallback: number) =>
  preprocess(
    (v) => (v === undefined || v === '' ? fallback : v),
    z.coerce.number({ error: 'must be a whole number' }).check(z.int()),
  );

/**
 * GET common/GetDeviceMessages (spec §7.3: UserID, type, PageIndex, RecordPerPage; defaults 0
 * and 10). Paging is by key: page n > 1 needs the NextToken of page n − 1.
 */
export const DeviceMessagesQuery = z
  .object({
    /** The caller's User_Idx or user name; another user's → 403. Optional: the caller is implied. */
    UserID: z.optional(z.string().check(z.trim(), z.maxLength(128))),
    type: preprocess(
      (v) => (v === undefined || v === '' ? 0 : Number(v)),
      z.union([z.literal(0), z.literal(1)], { error: 'type must be 0 (inbox) or 1 (sent)' }),
    ),
    PageIndex: z.pipe(intParam(0), z.number().check(z.gte(0, 'PageIndex must be 0 or more'))),
    RecordPerPage: z.pipe(
      intParam(MESSAGES_PAGE_SIZE),
      z
        .number()
        .check(
          z.gte(1, MessageMsg.recordPerPageTooLarge),
          z.lte(MESSAGES_PAGE_MAX, MessageMsg.recordPerPageTooLarge),
        ),
    ),
    NextToken: z.optional(z.string().check(z.maxLength(2000))),
  })
  .check(
    z.refine((q) => q.PageIndex <= 1 || Boolean(q.NextToken), {
      message: MessageMsg.pageIndexNeedsToken,
    }),
  );
export type DeviceMessagesQuery = z.input<typeof DeviceMessagesQuery>;

/** GET common/GetUnreadMessageCount → data. */
export const UnreadCount = z.object({ Unread: z.number().check(z.int(), z.gte(0)) });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** POST common/MarkMessageRead: read (true) or unread again (false). */
export const MarkMessageReadBody = z.object({
  MessageId: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  IsRead: z._default(z.boolean(), true),
});
export type MarkMessageReadBody = z.input<typeof MarkMessageReadBody>;

/** POST common/SendDeviceMessage: the new-message form (home/newmessage). */
export const NewMessageForm = z.object({
  ToUserName: z.string().check(z.trim(), z.minLength(1, MessageMsg.recipientRequired), z.maxLength(128)),
  Title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, MessageMsg.titleRequired),
      z.maxLength(MESSAGE_TITLE_MAX, MessageMsg.titleTooLong),
    ),
  Body: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, MessageMsg.bodyRequired),
      z.maxLength(MESSAGE_BODY_MAX, MessageMsg.bodyTooLong),
    ),
});
export type NewMessageForm = z.input<typeof NewMessageForm>;

/** GET common/GetMessageRecipients?Search=: users the caller may write to, by user-name prefix. */
export const RecipientSearchQuery = z.object({
  Search: z._default(z.string().check(z.trim(), z.maxLength(64)), ''),
});
export const MessageRecipient = z.object({
  UserName: z.string(),
  FullName: z.string(),
  RoleId: z.number().check(z.int()),
});
export type MessageRecipient = z.infer<typeof MessageRecipient>;

import {
  DeviceMessage,
  MESSAGE_BODY_MAX,
  MESSAGE_TITLE_MAX,
  MessageTexts,
  type MessageText,
} from '@beewatch/shared';
import { transact } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { boxPk, deliveryKey, messageSk, unreadKey } from './message-entity.js';

/**
 * Device messages (spec §3 "Device message": From, SendDate, Title; §9 message box inbox 0,
 * sent 1) in the content table:
 * - a box item    pk `MSGBOX#<lower user name>#<box>`, sk `MSG#<SendDate ISO>#<MessageId>`
 *   (a Query on pk, newest first, pages a box);
 * - unread count  pk `MSGBOX#<lower user name>#0`, sk `UNREAD`, attribute `Unread`;
 * - delivery key  pk `MSGID#<MessageId>`, sk `TO#<lower user name>`: a redelivered alert or a
 *   retried send never makes a second copy.
 * A box item holds exactly what a box lists (DeviceMessage of shared).
 */
export const DeviceMessageItem = DeviceMessage;
export type DeviceMessageItem = DeviceMessage;

/** Between the English and the French part of a body stored before texts had their languages. */
const LEGACY_BODY_SEPARATOR = '\n\n---\n\n';

/**
 * The English and French texts of a portal message stored as one bilingual string ('EN / FR'
 * title, body 'EN\n\n---\n\nFR'), or undefined when it cannot be told apart. The title splits
 * at its middle ' / ' — the French half repeats what the English half names (a category
 * name with its own ' / ' appears in both) — so an even number of them is left whole.
 */
function legacyTexts(item: DeviceMessageItem): MessageTexts | undefined {
  const parts = item.Title.split(' / ');
  if (item.FromUserName !== null || parts.length % 2 !== 0) return undefined;
  const half = parts.length / 2;
  const bodies = item.Body.split(LEGACY_BODY_SEPARATOR);
  const [enBody, frBody] = bodies.length === 2 ? bodies : [item.Body, item.Body];
  return {
    en: { Title: parts.slice(0, half).join(' / '), Body: enBody! },
    fr: { Title: parts.slice(half).join(' / '), Body: frBody! },
  };
}

/**
 * A stored box item as the API answers it. A portal message stored before its texts had
 * separate languages gets them from its bilingual title and body, its Title and Body then
 * holding the English.
 */
export function messageOfItem(raw: Record<string, unknown>): DeviceMessageItem {
  const item = DeviceMessageItem.parse(raw);
  if (item.Texts) return item;
  const texts = legacyTexts(item);
  return texts ? { ...item, Title: texts.en.Title, Body: texts.en.Body, Texts: texts } : item;
}

/** A text cut to the title and body limits. */
export const withinLimits = (t: MessageText): MessageText => ({
  Title: t.Title.slice(0, MESSAGE_TITLE_MAX),
  Body: t.Body.slice(0, MESSAGE_BODY_MAX),
});

/** What a sender (a user, or the alert worker) gives to deliver one message to one user. */
export interface DeviceMessageInput {
  /** Idempotency key: the same id to the same user is delivered once. */
  MessageId: string;
  ToUserName: string;
  /** Display name of the recipient (shown in the sender's sent box). */
  To: string;
  FromUserName: string | null;
  From: string;
  /** The English title and body (the only ones of a user's message). */
  Title: string;
  Body: string;
  /** Portal messages: the title and body in each UI language. */
  Texts?: MessageTexts;
  /** ISO instant; now when absent. */
  SendDate?: string;
}

/** Title and body limits, characters (shared with the new-message form). */
export { MESSAGE_BODY_MAX, MESSAGE_TITLE_MAX };

export { boxPk, messageSk, UNREAD_SK } from './message-entity.js';

/**
 * Delivers one message: the recipient's inbox item and unread count, and the sender's sent-box
 * item when the sender is a user, in one transaction. Returns false when this MessageId was
 * already delivered to this user. DynamoDB errors other than that propagate.
 */
export async function deliverDeviceMessage(input: DeviceMessageInput): Promise<boolean> {
  const table = env().CONTENT_TABLE;
  const SendDate = input.SendDate ?? new Date().toISOString();
  const base = {
    MessageId: input.MessageId,
    From: input.From,
    FromUserName: input.FromUserName?.toLowerCase() ?? null,
    To: input.To,
    ToUserName: input.ToUserName.toLowerCase(),
    SendDate,
    ...withinLimits(input),
    ...(input.Texts ? { Texts: { en: withinLimits(input.Texts.en), fr: withinLimits(input.Texts.fr) } } : {}),
  };
  const sk = messageSk(SendDate, input.MessageId);
  // Only the delivery key carries a condition: failing it means delivered before.
  const outcome = await transact([
    {
      Put: {
        TableName: table,
        Item: { ...deliveryKey(input.MessageId, base.ToUserName), SendDate },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: table,
        Item: { pk: boxPk(base.ToUserName, 0), sk, ...base, Box: 0, IsRead: false },
      },
    },
    {
      Update: {
        TableName: table,
        Key: unreadKey(base.ToUserName),
        UpdateExpression: 'ADD Unread :one',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
    ...(base.FromUserName
      ? [
          {
            Put: {
              TableName: table,
              Item: { pk: boxPk(base.FromUserName, 1), sk, ...base, Box: 1, IsRead: true },
            },
          },
        ]
      : []),
  ]);
  return outcome.ok;
}

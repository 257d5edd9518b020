import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ESCALATION_LIST_MAX, type EscalatedRecord, type EscalationGroup } from '@beewatch/shared';
import { ulid } from 'ulid';
import { documentClient } from '../lib/aws.js';
import { transact } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { DeviceMessageItem, withinLimits } from './deliver.js';
import { escalationTexts } from './escalation-texts.js';
import {
  boxPk,
  deliveryKey,
  escalatedRecordId,
  escalationGroupId,
  escalationGroupKey,
  messageSk,
  unreadKey,
} from './message-entity.js';

/** Sender shown for messages of the portal itself. */
export const SYSTEM_SENDER = 'Bee.Watch';

/** Tries of one gathering against concurrent escalations or reads before the queue retries it. */
const MAX_TRIES = 5;

const table = () => env().CONTENT_TABLE;

/** What one record adds to a user's escalation message of its category. */
export interface EscalationInput {
  userName: string;
  fullName: string;
  categoryId: string;
  categoryName: string;
  instructions: string | null;
  record: EscalatedRecord;
}

async function get(key: { pk: string; sk: string }): Promise<Record<string, unknown> | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: table(), Key: key }));
  return out.Item;
}

/**
 * The user's escalation pointer of this category (the last message of it) and, when that message
 * is still unread, the message itself.
 */
async function currentGroup(userName: string, categoryId: string) {
  const pointer = await get(escalationGroupKey(userName, categoryId));
  if (!pointer) return { pointer: undefined, open: undefined };
  const was = { MessageId: String(pointer.MessageId), SendDate: String(pointer.SendDate) };
  const item = await get({ pk: boxPk(userName, 0), sk: messageSk(was.SendDate, was.MessageId) });
  const message = item && DeviceMessageItem.safeParse(item);
  const open = message?.success && !message.data.IsRead && message.data.Escalation ? message.data : undefined;
  return { pointer: was, open };
}

/**
 * The records a message lists: the latest ESCALATION_LIST_MAX sightings, newest first (records
 * can reach the worker out of order; a tie keeps the one that arrived last first).
 */
function latestFirst(records: EscalatedRecord[]): EscalatedRecord[] {
  return records
    .map((r, arrival) => ({ r, arrival }))
    .sort((a, b) => b.r.CreatedDate.localeCompare(a.r.CreatedDate) || a.arrival - b.arrival)
    .slice(0, ESCALATION_LIST_MAX)
    .map(({ r }) => r);
}

/** A SendDate after `previous` (ISO): the moved item never lands on the key it leaves. */
function nextSendDate(previous?: string): string {
  const now = Date.now();
  const after = previous ? Date.parse(previous) + 1 : 0;
  return new Date(Math.max(now, after)).toISOString();
}

/** The box item of an escalation message with `group` (texts from texts.ts, cut to the limits). */
function itemOf(
  input: EscalationInput,
  messageId: string,
  sendDate: string,
  group: EscalationGroup,
): DeviceMessageItem {
  const texts = escalationTexts(group, env().SITE_URL);
  const en = withinLimits(texts.en);
  return {
    MessageId: messageId,
    Box: 0,
    From: SYSTEM_SENDER,
    FromUserName: null,
    To: input.fullName,
    ToUserName: input.userName.toLowerCase(),
    SendDate: sendDate,
    ...en,
    Texts: { en, fr: withinLimits(texts.fr) },
    IsRead: false,
    Escalation: group,
  };
}

/**
 * Adds one escalated record to the user's escalation message of its category: while that message
 * is unread it is rewritten with the record first, the count one higher and a new SendDate (so it
 * comes back to the top of the inbox; the unread count does not change); otherwise a new unread
 * message starts. One transaction each time: the record's delivery key (written once per record
 * and user, so a redelivered event adds nothing), the message moved or created with its own
 * delivery key (markRead finds it by it), the category pointer and, for a new message, the
 * unread counter. The old message is deleted only while still unread and the pointer replaced
 * only as it was read, so a concurrent escalation or read makes the transaction fail and
 * it is tried again on what is there now. Returns false when the record had already been
 * delivered to this user; throws after MAX_TRIES conflicts (the queue retries the event).
 */
export async function gatherEscalation(input: EscalationInput): Promise<boolean> {
  const userName = input.userName.toLowerCase();
  const pk = boxPk(userName, 0);
  const recordDelivery = {
    Put: {
      TableName: table(),
      Item: { ...deliveryKey(escalatedRecordId(input.record.HornetTrackingID), userName) },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
    const { pointer: was, open } = await currentGroup(userName, input.categoryId);
    const messageId = open?.MessageId ?? escalationGroupId(ulid());
    const sendDate = nextSendDate(open?.SendDate);
    const group: EscalationGroup = {
      CategoryID: input.categoryId,
      CategoryName: input.categoryName,
      Count: (open?.Escalation?.Count ?? 0) + 1,
      Records: latestFirst([input.record, ...(open?.Escalation?.Records ?? [])]),
      Instructions: input.instructions,
    };
    const pointer = {
      Put: {
        TableName: table(),
        Item: { ...escalationGroupKey(userName, input.categoryId), MessageId: messageId, SendDate: sendDate },
        ...(was
          ? {
              ConditionExpression: 'MessageId = :id AND SendDate = :was',
              ExpressionAttributeValues: { ':id': was.MessageId, ':was': was.SendDate },
            }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    };
    const message = {
      Put: {
        TableName: table(),
        Item: { pk, sk: messageSk(sendDate, messageId), ...itemOf(input, messageId, sendDate, group) },
      },
    };
    const writes = open
      ? [
          recordDelivery,
          {
            Delete: {
              TableName: table(),
              Key: { pk, sk: messageSk(open.SendDate, open.MessageId) },
              ConditionExpression: 'IsRead = :unread',
              ExpressionAttributeValues: { ':unread': false },
            },
          },
          message,
          {
            Update: {
              TableName: table(),
              Key: deliveryKey(messageId, userName),
              UpdateExpression: 'SET SendDate = :at',
              ExpressionAttributeValues: { ':at': sendDate },
            },
          },
          pointer,
        ]
      : [
          recordDelivery,
          {
            Put: {
              TableName: table(),
              Item: { ...deliveryKey(messageId, userName), SendDate: sendDate },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          message,
          {
            Update: {
              TableName: table(),
              Key: unreadKey(userName),
              UpdateExpression: 'ADD Unread :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
          pointer,
        ];
    const outcome = await transact(writes);
    if (outcome.ok) return true;
    if (outcome.failed === 0) return false;
  }
  throw new Error(`escalation message of ${input.categoryId} for ${userName}: too many concurrent changes`);
}

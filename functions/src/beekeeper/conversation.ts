import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { BeekeeperMsg, type Conversation } from '@beewatch/shared';
import { ulid } from 'ulid';
import type { Actor } from '../lib/actor.js';
import { documentClient } from '../lib/aws.js';
import { batchGetTogether, transact, type BatchRead, getParsed } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { NotFoundError } from '../lib/errors.js';
import { logger } from '../lib/logger.js';
import { deliverDeviceMessage, SYSTEM_SENDER } from '../messages/index.js';
import { getSprayAlerted, schedulesByIds } from '../sites/index.js';
import {
  CONVERSATION_TTL_S,
  MESSAGE_PREFIX,
  messageKey,
  StoredThread,
  StoredThreadMessage,
  threadKey,
  threadLookupKey,
} from './conversation-entity.js';

const table = () => env().SITE_TABLE;
const lower = (s: string) => s.toLowerCase();

/** The thread ids of a beekeeper's conversations about some notifications, by notification: one BatchGet. */
async function threadIdsOf(beekeeper: string, sprayIds: string[]): Promise<Map<string, string>> {
  const [found] = await batchGetTogether(threadIdsRead(beekeeper, sprayIds));
  return found;
}

/** `threadIdsOf` as a batch read, to run with the notifications in one BatchGetItem. */
export function threadIdsRead(
  beekeeper: string,
  sprayIds: readonly string[],
): BatchRead<Map<string, string>> {
  return {
    table: table(),
    keys: [...new Set(sprayIds)].map((id) => threadLookupKey(id, beekeeper)),
    parse: (items) => new Map(items.map((i) => [String(i.SprayNotificationID), String(i.ThreadID)])),
  };
}

async function getThread(threadId: string): Promise<StoredThread | undefined> {
  return getParsed(table(), threadKey(threadId), (i) => StoredThread.parse(i));
}

/** The caller's side of a thread, or 404 (the same answer for a thread that is not theirs). */
function sideOf(actor: Actor, t: StoredThread | undefined): 'beekeeper' | 'farmer' {
  const me = lower(actor.userName);
  if (t && actor.roleName === 'ProfessionalBeeKeeper' && lower(t.BeekeeperUserName) === me)
    return 'beekeeper';
  if (t && actor.roleName === 'NonBeeKeeper' && lower(t.FarmerUserName) === me) return 'farmer';
  throw new NotFoundError(BeekeeperMsg.conversationNotFound);
}

async function view(t: StoredThread, side: 'beekeeper' | 'farmer'): Promise<Conversation> {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :m)',
      ExpressionAttributeValues: { ':pk': threadKey(t.ThreadID).pk, ':m': MESSAGE_PREFIX },
    }),
  );
  const messages = (out.Items ?? []).map((i) => StoredThreadMessage.parse(i));
  return {
    ThreadID: t.ThreadID,
    Side: side,
    SprayNotificationID: t.SprayNotificationID,
    TreatmentDate: t.TreatmentDate,
    Product: t.Product,
    Messages: messages.map((m) => ({ At: m.At, From: m.Side === side ? 'me' : 'them', Body: m.Body })),
  };
}

/** Tells the other side in their portal inbox, anonymously, with the conversation's link. */
async function tellOther(
  t: StoredThread,
  from: 'beekeeper' | 'farmer',
  at: string,
  id: string,
): Promise<void> {
  const link = `${env().SITE_URL}/home/sprayconversation/${t.ThreadID}`;
  const toFarmer = from === 'beekeeper';
  const texts = toFarmer
    ? {
        en: {
          Title: `A beekeeper wrote about your spray notification of ${t.TreatmentDate} (${t.Product})`,
          Body: `A beekeeper near your field wrote to you through Bee.Watch. Neither of you sees the other's name or contact details. Read and answer: ${link}`,
        },
        fr: {
          Title: `Un apiculteur vous a écrit au sujet de votre avis de pulvérisation du ${t.TreatmentDate} (${t.Product})`,
          Body: `Un apiculteur proche de votre parcelle vous a écrit par Bee.Watch. Aucun de vous ne voit le nom ni les coordonnées de l'autre. Lire et répondre : ${link}`,
        },
      }
    : {
        en: {
          Title: `The farmer answered about the spray notification of ${t.TreatmentDate} (${t.Product})`,
          Body: `The farmer of the spray notification answered you through Bee.Watch. Read and answer: ${link}`,
        },
        fr: {
          Title: `L'agriculteur a répondu au sujet de l'avis de pulvérisation du ${t.TreatmentDate} (${t.Product})`,
          Body: `L'agriculteur de l'avis de pulvérisation vous a répondu par Bee.Watch. Lire et répondre : ${link}`,
        },
      };
  const to = toFarmer ? t.FarmerUserName : t.BeekeeperUserName;
  await deliverDeviceMessage({
    MessageId: `SPRAYTHREAD-${t.ThreadID}-${id}`,
    ToUserName: to,
    To: to,
    FromUserName: null,
    From: SYSTEM_SENDER,
    ...texts.en,
    Texts: texts,
    SendDate: at,
  }).catch((err: unknown) =>
    logger.warn('conversation inbox delivery failed', { error: (err as Error).message }),
  );
}

async function addMessage(t: StoredThread, side: 'beekeeper' | 'farmer', body: string, create: boolean) {
  const at = new Date().toISOString();
  const id = ulid();
  const expiresAt = Math.floor(Date.now() / 1000) + CONVERSATION_TTL_S;
  const outcome = await transact([
    ...(create
      ? [
          {
            Put: {
              TableName: table(),
              Item: {
                ...threadLookupKey(t.SprayNotificationID, t.BeekeeperUserName),
                ThreadID: t.ThreadID,
                SprayNotificationID: t.SprayNotificationID,
                expiresAt,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Put: { TableName: table(), Item: { ...threadKey(t.ThreadID), ...t, expiresAt } } },
        ]
      : []),
    {
      Put: {
        TableName: table(),
        Item: { ...messageKey(t.ThreadID, at, id), At: at, Side: side, Body: body, expiresAt },
      },
    },
  ]);
  return { ok: outcome.ok, at, id };
}

/**
 * beekeeper/MessageFarmer: the beekeeper writes to the farmer of a notification that alerted
 * them (404 otherwise, nothing written), starting their conversation or adding to it. Neither
 * side ever sees the other's name; each message reaches the other side's inbox as a link.
 */
export async function messageFarmer(actor: Actor, sprayId: string, body: string): Promise<Conversation> {
  const [alerted, schedules, threads] = await Promise.all([
    getSprayAlerted(sprayId, actor.userName),
    schedulesByIds([sprayId]),
    threadIdsOf(actor.userName, [sprayId]),
  ]);
  const schedule = schedules.get(sprayId);
  if (!alerted || !schedule) throw new NotFoundError(BeekeeperMsg.notificationNotFound);
  const existing = threads.get(sprayId);
  let thread = existing ? await getThread(existing) : undefined;
  let created = false;
  if (!thread) {
    thread = {
      ThreadID: ulid(),
      SprayNotificationID: sprayId,
      BeekeeperUserName: lower(actor.userName),
      FarmerUserName: lower(schedule.OwnerUserName),
      TreatmentDate: schedule.TreatmentDate,
      Product: schedule.Product,
      CreatedAt: new Date().toISOString(),
    };
    created = true;
  }
  let out = await addMessage(thread, 'beekeeper', body, created);
  if (!out.ok) {
    // Another request started the conversation meanwhile: add to that one.
    const id = (await threadIdsOf(actor.userName, [sprayId])).get(sprayId);
    thread = id ? await getThread(id) : undefined;
    if (!thread) throw new NotFoundError(BeekeeperMsg.notificationNotFound);
    out = await addMessage(thread, 'beekeeper', body, false);
  }
  await tellOther(thread, 'beekeeper', out.at, out.id);
  return view(thread, 'beekeeper');
}

/** common/SprayConversation: one conversation, for one of its two sides only. */
export async function conversation(actor: Actor, threadId: string): Promise<Conversation> {
  const t = await getThread(threadId);
  return view(t!, sideOf(actor, t));
}

/** common/SprayConversationReply: either side adds a message; the other side is told. */
export async function reply(actor: Actor, threadId: string, body: string): Promise<Conversation> {
  const t = await getThread(threadId);
  const side = sideOf(actor, t);
  const out = await addMessage(t!, side, body, false);
  await tellOther(t!, side, out.at, out.id);
  return view(t!, side);
}

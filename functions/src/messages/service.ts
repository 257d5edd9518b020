import {
  DeviceMessagesQuery,
  MESSAGE_REACH,
  MessageMsg,
  NewMessageForm,
  RECIPIENT_SEARCH_MAX,
  ROLE_NAMES,
  Role,
  mayMessage,
  type DeviceMessage,
  type MessageRecipient,
} from '@beewatch/shared';
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import type { Actor } from '../lib/actor.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../lib/errors.js';
import { deliverDeviceMessage } from './deliver.js';
import { isReachable } from '../account/index.js';
import { reachableProfile, profileOf, roleOfUser, searchUsers } from './directory.js';
import { deliveredSendDate, queryBox, setRead, unreadCount } from './repository.js';

/**
 * A box of the caller (common/GetDeviceMessages, spec §7.3): inbox 0 or sent 1, newest first,
 * RecordPerPage (default 10, at most MESSAGES_PAGE_MAX) a page. UserID, when given, must be the
 * caller's User_Idx or user name (403 otherwise): nobody reads another user's box.
 */
export async function listMessages(
  actor: Actor,
  query: z.output<typeof DeviceMessagesQuery>,
): Promise<{ items: DeviceMessage[]; nextToken: string | null }> {
  if (
    query.UserID &&
    query.UserID !== actor.userId &&
    query.UserID.toLowerCase() !== actor.userName.toLowerCase()
  )
    throw new ForbiddenError(MessageMsg.notYourBox);
  return queryBox(actor.userName, query.type, query.RecordPerPage, query.NextToken);
}

/** The caller's unread count (header dropdown, spec §2.5). */
export async function unread(actor: Actor): Promise<number> {
  return unreadCount(actor.userName);
}

/**
 * Marks one of the caller's inbox messages read or unread. Only a message delivered to the caller
 * is found (its delivery key names the recipient): another user's message id → 404.
 * Idempotent; answers the new unread count. An escalation message moves (new SendDate) when a
 * record joins it: if it moved while being marked, it is marked again where it is now.
 */
export async function markRead(actor: Actor, messageId: string, isRead: boolean): Promise<number> {
  const sendDate = await deliveredSendDate(messageId, actor.userName);
  if (!sendDate) throw new NotFoundError(MessageMsg.messageNotFound);
  if (!(await setRead(actor.userName, messageId, sendDate, isRead))) {
    const movedTo = await deliveredSendDate(messageId, actor.userName);
    if (movedTo && movedTo !== sendDate) await setRead(actor.userName, messageId, movedTo, isRead);
  }
  return unreadCount(actor.userName);
}

/**
 * Sends a message from the caller (home/newmessage). The recipient must be a portal user whose
 * role the caller's role may reach (MESSAGE_REACH; else 403) and whose account is enabled: a
 * deactivated or unsubscribed account is refused, 400 'This account is inactive and cannot
 * receive messages' (the recipient list never offers one). Nothing is written when refused.
 * Title and body are plain text.
 */
export async function send(
  actor: Actor,
  form: z.output<typeof NewMessageForm>,
): Promise<{ MessageId: string }> {
  if (form.ToUserName.toLowerCase() === actor.userName.toLowerCase())
    throw new ValidationError(MessageMsg.notToYourself);
  const [toRole, recipient, sender] = await Promise.all([
    roleOfUser(form.ToUserName),
    profileOf(form.ToUserName),
    reachableProfile(actor.userName),
  ]);
  if (!toRole || !recipient) throw new NotFoundError(MessageMsg.recipientUnknown);
  if (!mayMessage(actor.roleName, toRole)) throw new ForbiddenError(MessageMsg.recipientNotReachable);
  if (!isReachable(recipient)) throw new ValidationError(MessageMsg.recipientInactive);
  const MessageId = ulid();
  await deliverDeviceMessage({
    MessageId,
    ToUserName: recipient.UserName,
    To: recipient.FullName,
    FromUserName: actor.userName,
    From: sender?.FullName ?? actor.userName,
    Title: form.Title,
    Body: form.Body,
  });
  return { MessageId };
}

/** Recipients the caller may write to whose user name starts with `search` (at most 20). */
export async function recipients(actor: Actor, search: string): Promise<MessageRecipient[]> {
  const reach = MESSAGE_REACH[actor.roleName];
  const roles = reach === 'all' ? ROLE_NAMES : reach;
  const found = await searchUsers(roles, search, RECIPIENT_SEARCH_MAX + 1);
  return found
    .filter((u) => u.UserName.toLowerCase() !== actor.userName.toLowerCase())
    .slice(0, RECIPIENT_SEARCH_MAX)
    .map((u) => ({ UserName: u.UserName, FullName: u.FullName, RoleId: Role[u.RoleName] }));
}

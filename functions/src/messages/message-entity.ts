/**
 * The message entities of the content table:
 * - a box item `MSGBOX#<lower user>#<box>` / `MSG#<SendDate>#<MessageId>` (box 0 inbox, 1 sent),
 *   so a page of a box, newest first, is one Query;
 * - the inbox's unread counter `MSGBOX#<lower user>#0` / `UNREAD`;
 * - the delivery key `MSGID#<MessageId>` / `TO#<lower user>`, written once per recipient, so a
 *   redelivered message is stored once.
 */
export const boxPk = (userName: string, box: 0 | 1) => `MSGBOX#${userName.toLowerCase()}#${box}`;
export const messageSk = (sendDate: string, messageId: string) => `MSG#${sendDate}#${messageId}`;
/** Sort-key prefix of the messages in a box (the counter sorts apart). */
export const MESSAGE_SK_PREFIX = 'MSG#';
export const UNREAD_SK = 'UNREAD';
export const unreadKey = (userName: string) => ({ pk: boxPk(userName, 0), sk: UNREAD_SK });
export const deliveryKey = (messageId: string, userName: string) => ({
  pk: `MSGID#${messageId}`,
  sk: `TO#${userName.toLowerCase()}`,
});
/**
 * The open escalation message of one category in a user's inbox: `MSGBOX#<lower user>#0` /
 * `ESCGROUP#<CategoryID>`, holding that message's MessageId and SendDate (so its box item is one
 * GetItem away). Beside the counter in the inbox partition, so it is erased with the inbox.
 */
export const escalationGroupKey = (userName: string, categoryId: string) => ({
  pk: boxPk(userName, 0),
  sk: `ESCGROUP#${categoryId}`,
});
/** The message id of an escalation message (it keeps it while it gathers records). */
export const escalationGroupId = (unique: string) => `ESCG-${unique}`;
/** The delivery id of one escalated record to one user (also the id of the older one-record messages). */
export const escalatedRecordId = (hornetTrackingId: string) => `ESC-${hornetTrackingId}`;

/** Personal data (privacy policy): a user's inbox and sent box are erased with the account. */
export const PERSONAL_DATA = 'MessageBox';

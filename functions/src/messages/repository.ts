import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws.js';
import { transact } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { decodePageToken, encodePageToken } from '../lib/page-token.js';
import { messageOfItem, type DeviceMessageItem } from './deliver.js';
import { MESSAGE_SK_PREFIX, UNREAD_SK, boxPk, deliveryKey, messageSk, unreadKey } from './message-entity.js';

/** Reads and read-state changes of the message boxes (keys: see deliver.ts). */

const table = () => env().CONTENT_TABLE;

/**
 * One page of a box, newest first: one Query on the box partition (sk `MSG#…`, so the UNREAD
 * counter item is never read as a message). The NextToken carries the sort key only and is
 * bound to this box, so a token can never open another user's box.
 */
export async function queryBox(
  userName: string,
  box: 0 | 1,
  limit: number,
  nextToken: string | undefined,
): Promise<{ items: DeviceMessageItem[]; nextToken: string | null }> {
  const pk = boxPk(userName, box);
  const start = nextToken ? decodePageToken(nextToken, pk) : undefined;
  const out = await documentClient().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :msg)',
      ExpressionAttributeValues: { ':pk': pk, ':msg': MESSAGE_SK_PREFIX },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: start?.sk ? { pk, sk: start.sk } : undefined,
    }),
  );
  const last = out.LastEvaluatedKey as { sk?: string } | undefined;
  return {
    items: (out.Items ?? []).map((i) => messageOfItem(i)),
    nextToken: last?.sk ? encodePageToken(pk, { sk: last.sk }) : null,
  };
}

/** The inbox's unread count (0 when the counter item does not exist yet). */
export async function unreadCount(userName: string): Promise<number> {
  const out = await documentClient().send(new GetCommand({ TableName: table(), Key: unreadKey(userName) }));
  return Math.max(0, Number(out.Item?.Unread ?? 0));
}

/** The SendDate of a message delivered to `userName` (its delivery key), or undefined. */
export async function deliveredSendDate(messageId: string, userName: string): Promise<string | undefined> {
  const out = await documentClient().send(
    new GetCommand({
      TableName: table(),
      Key: deliveryKey(messageId, userName),
    }),
  );
  return out.Item?.SendDate as string | undefined;
}

/**
 * Marks an inbox message read (or unread again) and moves the unread counter with it in one
 * transaction, conditional on the current state, so repeating it changes nothing and the
 * counter never goes below 0. Returns false when the message was already in that state.
 */
export async function setRead(
  userName: string,
  messageId: string,
  sendDate: string,
  isRead: boolean,
): Promise<boolean> {
  const pk = boxPk(userName, 0);
  const message = {
    Update: {
      TableName: table(),
      Key: { pk, sk: messageSk(sendDate, messageId) },
      UpdateExpression: 'SET IsRead = :to',
      ConditionExpression: 'attribute_exists(pk) AND IsRead = :from',
      ExpressionAttributeValues: { ':to': isRead, ':from': !isRead },
    },
  };
  const counter = isRead
    ? {
        Update: {
          TableName: table(),
          Key: { pk, sk: UNREAD_SK },
          UpdateExpression: 'ADD Unread :minus',
          ConditionExpression: 'Unread > :zero',
          ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
        },
      }
    : {
        Update: {
          TableName: table(),
          Key: { pk, sk: UNREAD_SK },
          UpdateExpression: 'ADD Unread :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      };
  const outcome = await transact([message, counter]);
  if (outcome.ok) return true;
  if (outcome.failed === 0) return false;
  // The counter was already 0 (it can only drift through a failed earlier write): the message
  // alone changes state, and the counter stays at its floor.
  return (await transact([message])).ok;
}

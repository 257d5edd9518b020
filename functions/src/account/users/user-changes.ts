import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminAuditAction, UserChange } from '@beewatch/shared';
import { monotonicFactory } from 'ulid';
import { documentClient } from '../../lib/aws.js';
import { deleteAllOf, type TransactItems } from '../../lib/dynamo.js';
import { env } from '../../lib/env.js';
import { adminAuditItem } from '../audit/audit-repository.js';
import { StoredChange, changeKey, changesPartition } from './user-change-entity.js';

/** Ids that sort in the order they were made, so changes of one instant keep their order. */
const ulid = monotonicFactory();

/** One change an administrator made to an account: an Admin Audit action name and its detail. */
export interface Change {
  action: AdminAuditAction;
  detail: string;
}

/**
 * The audit writes of changes by `actor` to `target`'s account, for the caller's transaction:
 * per change an Admin Audit line under the administrator's name, the action with the target as
 * its TargetUserName (spec §2.6 UserName, ActionName, ActionDate), and a line of the account's
 * own change history.
 */
export function changeItems(
  actor: string,
  target: string,
  changes: Change[],
  now = new Date(),
): TransactItems {
  const at = now.toISOString();
  return changes.flatMap((c) => [
    {
      Put: {
        TableName: env().ACCOUNT_TABLE,
        Item: adminAuditItem(actor, c.action, now, { TargetUserName: target }),
      },
    },
    {
      Put: {
        TableName: env().ACCOUNT_TABLE,
        Item: {
          ...changeKey(target, at, ulid()),
          ActorUserName: actor,
          ActionName: c.action,
          Detail: c.detail,
          ActionDate: at,
        },
      },
    },
  ]);
}

/** An account's change history, newest first (at most `limit`). */
export async function userChanges(userName: string, limit = 100): Promise<UserChange[]> {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: env().ACCOUNT_TABLE,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': changesPartition(userName) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((i) => StoredChange.parse(i));
}

/** Erases an account's change history (erasure registry, privacy policy). */
export async function eraseUserChanges(userName: string): Promise<void> {
  await deleteAllOf(env().ACCOUNT_TABLE, { pk: changesPartition(userName) });
}

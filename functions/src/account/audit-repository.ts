import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ADMIN_LEVEL_ROLE_IDS, Role, type RoleName } from '@beewatch/shared';
import { ulid } from 'ulid';
import { z } from 'zod';
import { documentClient } from '../lib/aws.js';
import { env } from '../lib/env.js';
import { roleKey } from './profile-entity.js';

/**
 * Audit records in the account table, partitioned by month so a list is one Query per month
 * (newest first): admin actions (spec §2.6 Admin Audit: UserName, ActionName, ActionDate) and
 * failed sign-ins (User Audit: UserName, AttemptFailDate, FailAttempt = consecutive failures).
 */
export const AdminAuditRow = z.object({
  UserName: z.string(),
  ActionName: z.string(),
  ActionDate: z.string(),
});
export type AdminAuditRow = z.infer<typeof AdminAuditRow>;
export const UserAuditRow = z.object({
  UserName: z.string(),
  AttemptFailDate: z.string(),
  FailAttempt: z.number().int(),
});
export type UserAuditRow = z.infer<typeof UserAuditRow>;

const month = (iso: string) => iso.slice(0, 7);
const table = () => env().ACCOUNT_TABLE;

/** The item of an admin action, for callers that write it inside a transaction. */
export function adminAuditItem(userName: string, actionName: string, now = new Date()) {
  const at = now.toISOString();
  return {
    pk: `AUDIT#ADMIN#${month(at)}`,
    sk: `${at}#${ulid()}`,
    UserName: userName,
    ActionName: actionName,
    ActionDate: at,
  };
}

/**
 * Whether a user is an administrator, whose actions the Admin Audit lists (spec §2.6): the
 * administrator-level roles (Administrator, BSController), SuperAdministrator and VQAdministrator.
 * Reads the user's role directory item; a user without one is not.
 */
export async function isAdministrator(userName: string): Promise<boolean> {
  const out = await documentClient().send(new GetCommand({ TableName: table(), Key: roleKey(userName) }));
  const roleName = out.Item?.RoleName as RoleName | undefined;
  if (!roleName || !(roleName in Role)) return false;
  const roleId: number = Role[roleName];
  return (
    ADMIN_LEVEL_ROLE_IDS.includes(roleId) ||
    roleName === 'SuperAdministrator' ||
    roleName === 'VQAdministrator'
  );
}

/**
 * Records an action of an administrator (user name of the actor, a short action name) for the
 * Admin Audit; the same action of any other role (a beekeeper changing their password) is not
 * an administrative action and is not recorded.
 */
export async function recordAdminAction(
  userName: string,
  actionName: string,
  now = new Date(),
): Promise<void> {
  if (!(await isAdministrator(userName))) return;
  await documentClient().send(
    new PutCommand({ TableName: table(), Item: adminAuditItem(userName, actionName, now) }),
  );
}

/** Records a failed sign-in and returns the consecutive failures of that user name. */
export async function recordFailedLogin(userName: string, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const counter = await documentClient().send(
    new UpdateCommand({
      TableName: table(),
      Key: { pk: `LOGINFAIL#${userName.toLowerCase()}`, sk: 'COUNT' },
      UpdateExpression: 'ADD n :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const failAttempt = Number(counter.Attributes?.n ?? 1);
  await documentClient().send(
    new PutCommand({
      TableName: table(),
      Item: {
        pk: `AUDIT#LOGINFAIL#${month(at)}`,
        sk: `${at}#${ulid()}`,
        UserName: userName,
        AttemptFailDate: at,
        FailAttempt: failAttempt,
      },
    }),
  );
  return failAttempt;
}

/** Resets the consecutive-failure count after a successful sign-in. */
export async function clearFailedLogins(userName: string): Promise<void> {
  await documentClient().send(
    new DeleteCommand({
      TableName: table(),
      Key: { pk: `LOGINFAIL#${userName.toLowerCase()}`, sk: 'COUNT' },
    }),
  );
}

async function listMonths<T>(prefix: string, schema: z.ZodType<T>, months: number, limit: number, now: Date) {
  const rows: T[] = [];
  for (let i = 0; i < months && rows.length < limit; i++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    const out = await documentClient().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `${prefix}#${month(d.toISOString())}` },
        ScanIndexForward: false,
        Limit: limit - rows.length,
      }),
    );
    for (const item of out.Items ?? []) rows.push(schema.parse(item));
  }
  return rows;
}

/** Latest admin actions (up to `limit`, from the last `months` months), newest first. */
export function listAdminAudit(limit = 100, months = 3, now = new Date()): Promise<AdminAuditRow[]> {
  return listMonths('AUDIT#ADMIN', AdminAuditRow, months, limit, now);
}

/** Latest failed sign-ins (up to `limit`, from the last `months` months), newest first. */
export function listUserAudit(limit = 100, months = 3, now = new Date()): Promise<UserAuditRow[]> {
  return listMonths('AUDIT#LOGINFAIL', UserAuditRow, months, limit, now);
}

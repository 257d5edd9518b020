import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  ADMIN_LEVEL_ROLE_IDS,
  AdminAuditEntry,
  Role,
  UserAuditEntry,
  type AdminAuditAction,
  type RoleName,
} from '@beewatch/shared';
import { ulid } from 'ulid';
import * as z from 'zod/mini';
import { documentClient } from '../../lib/aws.js';
import { env } from '../../lib/env.js';
import {
  adminAuditPartition,
  adminAuditRowKey,
  unknownNamesKey,
  userAuditPartition,
  userAuditRowKey,
} from './audit-entity.js';
import { roleKey } from '../profile/profile-entity.js';

/**
 * Audit records in the account table, partitioned by month so a list is one Query per month
 * (newest first): admin actions (spec §2.6 Admin Audit: UserName, ActionName, ActionDate, and the
 * account the action concerned, TargetUserName, or the rows of an export, RowCount) and
 * failed sign-ins (User Audit: UserName, AttemptFailDate, FailAttempt = consecutive failures;
 * for unknown user names one row an hour, UnknownUserNames, FailAttempt = that hour's failures).
 */
export type AdminAuditRow = AdminAuditEntry;
/**
 * A stored Admin Audit item. Rows written before TargetUserName and RowCount existed hold them in
 * the name, `<Action> (<user>)` or `ExportUsers (<n> rows)`; adminAuditEntryOf reads both.
 */
const StoredAdminAuditRow = z.object({
  UserName: z.string(),
  ActionName: z.string(),
  ActionDate: z.string(),
  TargetUserName: z.optional(z.string()),
  RowCount: z.optional(z.number().check(z.int())),
});
type StoredAdminAuditRow = z.infer<typeof StoredAdminAuditRow>;
/** A stored User Audit row: the popup's row without LockedUntil (read from the lockout when listed). */
export const UserAuditRow = z.extend(z.omit(UserAuditEntry, { LockedUntil: true }), {
  UnknownUserNames: z._default(z.boolean(), false),
});
export type UserAuditRow = z.infer<typeof UserAuditRow>;

const month = (iso: string) => iso.slice(0, 7);
const table = () => env().ACCOUNT_TABLE;

/** What an Admin Audit line concerned besides its actor: an account, or the rows of an export. */
export interface AdminAuditSubject {
  TargetUserName?: string;
  RowCount?: number;
}

/** The item of an admin action, for callers that write it inside a transaction. */
export function adminAuditItem(
  userName: string,
  actionName: AdminAuditAction,
  now = new Date(),
  subject: AdminAuditSubject = {},
) {
  const at = now.toISOString();
  return {
    ...adminAuditRowKey(at, ulid()),
    UserName: userName,
    ActionName: actionName,
    ActionDate: at,
    ...(subject.TargetUserName ? { TargetUserName: subject.TargetUserName } : {}),
    ...(subject.RowCount !== undefined ? { RowCount: subject.RowCount } : {}),
  };
}

const LEGACY_NAME = /^([A-Za-z]+) \((.+)\)$/;
const LEGACY_ROWS = /^(\d+) rows$/;

/**
 * The popup's row of a stored item: the action name alone and its subject apart, also for items
 * stored as `<Action> (<user>)` / `ExportUsers (<n> rows)` before the subject had fields of its own.
 */
export function adminAuditEntryOf(row: StoredAdminAuditRow): AdminAuditEntry {
  const base = { UserName: row.UserName, ActionDate: row.ActionDate };
  const legacy =
    row.TargetUserName === undefined && row.RowCount === undefined ? LEGACY_NAME.exec(row.ActionName) : null;
  if (!legacy) {
    return {
      ...base,
      ActionName: row.ActionName,
      TargetUserName: row.TargetUserName ?? '',
      RowCount: row.RowCount ?? null,
    };
  }
  const action = legacy[1]!;
  const inner = legacy[2]!;
  const rows = action === 'ExportUsers' ? LEGACY_ROWS.exec(inner) : null;
  return rows
    ? { ...base, ActionName: action, TargetUserName: '', RowCount: Number(rows[1]) }
    : { ...base, ActionName: action, TargetUserName: inner, RowCount: null };
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
 * Records an action of an administrator (user name of the actor, the action's name, what it
 * concerned) for the
 * Admin Audit; the same action of any other role (a beekeeper changing their password) is not
 * an administrative action and is not recorded.
 */
export async function recordAdminAction(
  userName: string,
  actionName: AdminAuditAction,
  now = new Date(),
  subject: AdminAuditSubject = {},
): Promise<void> {
  if (!(await isAdministrator(userName))) return;
  await documentClient().send(
    new PutCommand({ TableName: table(), Item: adminAuditItem(userName, actionName, now, subject) }),
  );
}

/**
 * Writes the User Audit row of a known user's failed sign-in; `failAttempt` is the consecutive
 * failures including this one (sign-in-lockout.ts keeps the count).
 */
export async function recordFailedLogin(
  userName: string,
  failAttempt: number,
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await documentClient().send(
    new PutCommand({
      TableName: table(),
      Item: {
        ...userAuditRowKey(at, ulid()),
        UserName: userName,
        AttemptFailDate: at,
        FailAttempt: failAttempt,
      },
    }),
  );
}

/**
 * Counts a failed sign-in with a user name that has no account in the hour's one counter row
 * (FailAttempt = failures that hour, AttemptFailDate = the latest), so invented names, however
 * many, add at most one item an hour to the table.
 */
export async function recordUnknownNameFailure(now = new Date()): Promise<void> {
  const at = now.toISOString();
  await documentClient().send(
    new UpdateCommand({
      TableName: table(),
      Key: unknownNamesKey(at),
      UpdateExpression:
        'ADD FailAttempt :one SET AttemptFailDate = :at, UserName = :none, UnknownUserNames = :yes',
      ExpressionAttributeValues: { ':one': 1, ':at': at, ':none': '', ':yes': true },
    }),
  );
}

async function listMonths<T>(
  partition: (month: string) => string,
  schema: z.ZodMiniType<T>,
  months: number,
  limit: number,
  now: Date,
) {
  const rows: T[] = [];
  for (let i = 0; i < months && rows.length < limit; i++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    const out = await documentClient().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': partition(month(d.toISOString())) },
        ScanIndexForward: false,
        Limit: limit - rows.length,
      }),
    );
    for (const item of out.Items ?? []) rows.push(schema.parse(item));
  }
  return rows;
}

/** Latest admin actions (up to `limit`, from the last `months` months), newest first. */
export async function listAdminAudit(limit = 100, months = 3, now = new Date()): Promise<AdminAuditRow[]> {
  const rows = await listMonths(adminAuditPartition, StoredAdminAuditRow, months, limit, now);
  return rows.map(adminAuditEntryOf);
}

/** Latest failed sign-ins and hourly unknown-name counts (up to `limit`, from the last `months` months), newest first. */
export function listUserAudit(limit = 100, months = 3, now = new Date()): Promise<UserAuditRow[]> {
  return listMonths(userAuditPartition, UserAuditRow, months, limit, now);
}

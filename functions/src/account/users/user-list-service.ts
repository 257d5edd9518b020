import {
  EXPIRING_DAYS,
  NON_ACTIVE_MONTHS,
  RETENTION_MONTHS_AFTER_ACTIVE,
  ROLE_NAMES,
  USER_EXPORT_MAX,
  UserFilter,
  roleNameOf,
  type RoleName,
  type SubscriptionList,
  type SubscriptionRow,
  type SubscriptionSummary,
  type UserRow,
} from '@beewatch/shared';
import type * as z from 'zod/mini';
import type { Actor } from '../../lib/actor.js';
import { transact } from '../../lib/dynamo.js';
import { decodePageToken, encodePageToken } from '../../lib/page-token.js';
import {
  ALL_USERS,
  allUsers,
  expiringBetween,
  pageOfUsers,
  rowOf,
  sourceName,
  statusOf,
  usersOfRole,
  type DirectoryUser,
  type ListSource,
} from './user-directory.js';
import { adminAuditItem } from '../audit/audit-repository.js';
import { env } from '../../lib/env.js';

/**
 * admin/userlist and admin/expirednonactiverenewuser (role-screens §1.2, §1.13): the lists, the
 * export and the summary matrix, each read with Queries on the keys of user-directory.ts.
 * SuperAdministrators are never listed here (they are managed on the superadmin screens).
 */

type Filter = z.output<typeof UserFilter>;
const DAY_MS = 86_400_000;

/** The source whose key already holds the most selective filter: role, else expiry, else every user. */
function sourceOf(f: Filter, now: Date): ListSource {
  const role = f.RoleID !== undefined ? roleNameOf(f.RoleID) : undefined;
  if (role) return usersOfRole(role);
  if (f.ExpiryFrom || f.ExpiryTo)
    return expiringBetween(
      f.ExpiryFrom ? `${f.ExpiryFrom}T00:00:00.000Z` : undefined,
      f.ExpiryTo ? new Date(Date.parse(`${f.ExpiryTo}T00:00:00.000Z`) + DAY_MS).toISOString() : undefined,
    );
  if (f.Status === 'Expired') return expiringBetween(undefined, now.toISOString(), true);
  return ALL_USERS;
}

/** The user-list filters as a predicate (what the key did not already select is checked here too). */
function keeps(f: Filter, now: Date) {
  const text = f.Text?.toLowerCase();
  const role = f.RoleID !== undefined ? roleNameOf(f.RoleID) : undefined;
  return ({ profile: p, roleName }: DirectoryUser) => {
    if (roleName === 'SuperAdministrator') return false;
    if (role && roleName !== role) return false;
    if (f.Status && statusOf(p, now) !== f.Status) return false;
    if (f.CountryId !== undefined && p.CountryId !== f.CountryId) return false;
    const day = p.SubscriptionExpiry.slice(0, 10);
    if (f.ExpiryFrom && day < f.ExpiryFrom) return false;
    if (f.ExpiryTo && day > f.ExpiryTo) return false;
    if (f.TestOnly && !p.IsTestUser) return false;
    if (text) {
      const hay = [p.FullName, p.UserName, p.Email, p.ZipCode ?? ''].join('\n').toLowerCase();
      if (!hay.includes(text)) return false;
    }
    return true;
  };
}

/** GET account/FetchAllUser: a page of users the filters keep, and the next page's token. */
export async function userListPage(
  f: Filter,
  limit: number,
  nextToken?: string | null,
  now = new Date(),
): Promise<{ rows: UserRow[]; nextToken: string | null }> {
  const source = sourceOf(f, now);
  const start = nextToken ? decodePageToken(nextToken, sourceName(source)) : undefined;
  const page = await pageOfUsers(source, keeps(f, now), limit, start);
  return {
    rows: page.users.map((u) => rowOf(u, now)),
    nextToken: encodePageToken(sourceName(source), page.lastKey),
  };
}

/**
 * GET admin/ExportUsers: every user the filters keep, at most 10,000 (spec §9). Exporting personal
 * data is audited (role-screens §1.2): an Admin Audit line 'ExportUsers' with its RowCount.
 */
export async function exportUsers(actor: Actor, f: Filter, now = new Date()): Promise<UserRow[]> {
  const users = await allUsers(sourceOf(f, now), keeps(f, now), USER_EXPORT_MAX);
  await transact([
    {
      Put: {
        TableName: env().ACCOUNT_TABLE,
        Item: adminAuditItem(actor.userName, 'ExportUsers', now, { RowCount: users.length }),
      },
    },
  ]);
  return users.map((u) => rowOf(u, now));
}

const monthsBefore = (now: Date, months: number) => {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};
const monthsAfter = (iso: string, months: number) => {
  const d = new Date(iso);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

/** The last sign of activity: the last sign-in, else the creation, else null. */
const lastActivity = (u: DirectoryUser) => u.profile.LastLoginTime ?? u.profile.CreatedAt ?? null;

/** Whether a user has not signed in for NON_ACTIVE_MONTHS (never signed in: counted from creation). */
function isNonActive(u: DirectoryUser, now: Date): boolean {
  const last = lastActivity(u);
  return !!last && last < monthsBefore(now, NON_ACTIVE_MONTHS).toISOString();
}

/**
 * The day until which a user's personal data is kept (spec §1 privacy policy: while the user is
 * active plus 6 months): 6 months after the later of the last activity and the subscription's end.
 */
export function retainUntil(u: DirectoryUser): string {
  const last = lastActivity(u);
  const end = u.profile.SubscriptionExpiry;
  return monthsAfter(last && last > end ? last : end, RETENTION_MONTHS_AFTER_ACTIVE);
}

function subscriptionRowOf(u: DirectoryUser, now: Date): SubscriptionRow {
  const last = lastActivity(u);
  return {
    UserName: u.profile.UserName,
    FullName: u.profile.FullName,
    RoleName: u.roleName ?? null,
    Email: u.profile.Email,
    SubscriptionExpiry: u.profile.SubscriptionExpiry,
    LastLoginTime: u.profile.LastLoginTime,
    RenewedAt: u.profile.RenewedAt ?? null,
    RenewedWithAccessCode: u.profile.RenewedWithAccessCode ?? null,
    DaysSinceActivity: last ? Math.floor((now.getTime() - Date.parse(last)) / DAY_MS) : null,
    RetainUntil: retainUntil(u),
    Status: statusOf(u.profile, now),
  };
}

interface ListFilter {
  List: SubscriptionList;
  RoleID?: number;
  CountryId?: number;
  Days: number;
}

/** The source and predicate of a subscription list (role-screens §1.13). */
function subscriptionList(
  f: ListFilter,
  now: Date,
): { source: ListSource; keep: (u: DirectoryUser) => boolean } {
  const role = f.RoleID !== undefined ? roleNameOf(f.RoleID) : undefined;
  const base = (u: DirectoryUser) =>
    u.roleName !== 'SuperAdministrator' &&
    (!role || u.roleName === role) &&
    (f.CountryId === undefined || u.profile.CountryId === f.CountryId);
  const nowIso = now.toISOString();
  switch (f.List) {
    case 'expiring':
      return {
        source: expiringBetween(nowIso, new Date(now.getTime() + EXPIRING_DAYS * DAY_MS).toISOString()),
        keep: base,
      };
    case 'expired':
      return { source: expiringBetween(undefined, nowIso, true), keep: base };
    case 'nonactive':
      return { source: role ? usersOfRole(role) : ALL_USERS, keep: (u) => base(u) && isNonActive(u, now) };
    case 'renewed': {
      const since = new Date(now.getTime() - f.Days * DAY_MS).toISOString();
      return {
        source: role ? usersOfRole(role) : ALL_USERS,
        keep: (u) => base(u) && !!u.profile.RenewedAt && u.profile.RenewedAt >= since,
      };
    }
  }
}

/** GET admin/SubscriptionList: a page of one list, and the next page's token. */
export async function subscriptionListPage(
  f: ListFilter,
  limit: number,
  nextToken?: string | null,
  now = new Date(),
): Promise<{ rows: SubscriptionRow[]; nextToken: string | null }> {
  const { source, keep } = subscriptionList(f, now);
  const start = nextToken ? decodePageToken(nextToken, sourceName(source)) : undefined;
  const page = await pageOfUsers(source, keep, limit, start);
  return {
    rows: page.users.map((u) => subscriptionRowOf(u, now)),
    nextToken: encodePageToken(sourceName(source), page.lastKey),
  };
}

/** Most users the summary matrix reads (one pass over the users' profiles). */
const SUMMARY_MAX = 50_000;

/**
 * GET admin/SubscriptionSummary (role-screens §1.13): per role, the active, expiring within 30
 * days, expired, non-active (no sign-in for 6 months) and renewed-in-period counts. One pass
 * over the users' profiles (a Query of kind USER, paged), joined with their roles.
 */
export async function subscriptionSummary(
  f: { Days: number; CountryId?: number },
  now = new Date(),
): Promise<SubscriptionSummary> {
  const users = await allUsers(
    ALL_USERS,
    (u) =>
      u.roleName !== 'SuperAdministrator' &&
      (f.CountryId === undefined || u.profile.CountryId === f.CountryId),
    SUMMARY_MAX,
  );
  const soon = new Date(now.getTime() + EXPIRING_DAYS * DAY_MS).toISOString();
  const since = new Date(now.getTime() - f.Days * DAY_MS).toISOString();
  const roles = ROLE_NAMES.filter((r) => r !== 'SuperAdministrator');
  const rows = new Map<RoleName, SubscriptionSummary['Rows'][number]>(
    roles.map((r) => [r, { RoleName: r, Active: 0, Expiring: 0, Expired: 0, NonActive: 0, Renewed: 0 }]),
  );
  for (const u of users) {
    const row = u.roleName && rows.get(u.roleName);
    if (!row) continue;
    const status = statusOf(u.profile, now);
    if (status === 'Active') row.Active += 1;
    if (status === 'Expired') row.Expired += 1;
    if (status === 'Active' && u.profile.SubscriptionExpiry <= soon) row.Expiring += 1;
    if (isNonActive(u, now)) row.NonActive += 1;
    if (u.profile.RenewedAt && u.profile.RenewedAt >= since) row.Renewed += 1;
  }
  return { GeneratedAt: now.toISOString(), Rows: [...rows.values()] };
}

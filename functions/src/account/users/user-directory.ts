import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { Role, type RoleName, type UserRow, type UserStatus } from '@beewatch/shared';
import { documentClient } from '../../lib/aws.js';
import { batchGetAll, queryPages, type Item, byKind, queryPage } from '../../lib/dynamo.js';
import { env } from '../../lib/env.js';
import { logger } from '../../lib/logger.js';
import {
  EXPIRY_KIND,
  Profile,
  USER_KIND,
  emailIndexKey,
  isReachable,
  profileKey,
  roleIndexKey,
  roleKey,
} from '../profile/profile-entity.js';

/**
 * The user lists of the Administrator's screens, each a Query on a byKind key the user entity
 * (profile/profile-entity.ts) designs for it — never a Scan:
 * - every user: the profiles, kind `USER`, by lower user name;
 * - the users of a role: the role items, kind `ROLE#<role>`, by lower user name;
 * - subscriptions by expiry: the subscription items, kind `EXPIRY`, by `<expiry>#<user>`, so
 *   "expiring in 30 days", "expired" and an expiry range are a key range.
 * The page's users are joined with their profile and role item (BatchGet), and the filters no key
 * can hold (status, country, free text…) applied to them; a page continues until it holds the
 * rows asked for or a read budget is spent, and its token is the key of its last row (or of the
 * last item read), so no row is skipped or repeated between pages.
 */

/** A user as the lists see them: the profile and the role of the role item. */
export interface DirectoryUser {
  profile: Profile;
  roleName: RoleName | undefined;
}

/** The key range of a list's Query on byKind. */
export interface ListSource {
  kind: string;
  /** kindSort ≥ from (inclusive). */
  from?: string;
  /** kindSort < before (exclusive). */
  before?: string;
  /** kindSort begins with. */
  prefix?: string;
  /** Newest / highest first. */
  backward?: boolean;
}

/** The list of every user (profiles). */
export const ALL_USERS: ListSource = { kind: USER_KIND };
/** The users of a role (role items). */
export const usersOfRole = (roleName: RoleName): ListSource => ({ kind: roleIndexKey(roleName) });
/** Subscriptions ending in [from, before) (ISO instants), soonest first unless `backward`. */
export const expiringBetween = (from?: string, before?: string, backward = false): ListSource => ({
  kind: EXPIRY_KIND,
  from,
  before,
  backward,
});

/** A name for the page token: a token only continues the same source. */
export const sourceName = (s: ListSource) =>
  `users:${s.kind}:${s.from ?? ''}:${s.before ?? ''}:${s.prefix ?? ''}:${s.backward ? 'b' : 'f'}`;

const ITEMS_PER_READ = 100;
/** Queries one page may spend looking for rows a filter keeps. */
const READ_BUDGET = 20;

function keyCondition(s: ListSource) {
  const values: Record<string, string> = { ':k': s.kind };
  let expr = 'kind = :k';
  if (s.prefix) {
    expr += ' AND begins_with(kindSort, :p)';
    values[':p'] = s.prefix;
  } else if (s.from && s.before) {
    // BETWEEN is inclusive; the '#<user>' suffix keeps `before` itself out ('#' < any digit).
    expr += ' AND kindSort BETWEEN :a AND :b';
    values[':a'] = s.from;
    values[':b'] = s.before;
  } else if (s.from) {
    expr += ' AND kindSort >= :a';
    values[':a'] = s.from;
  } else if (s.before) {
    expr += ' AND kindSort < :b';
    values[':b'] = s.before;
  }
  return { KeyConditionExpression: expr, ExpressionAttributeValues: values };
}

const indexKeyOf = (item: Item) => ({
  pk: item.pk as string,
  sk: item.sk as string,
  kind: item.kind as string,
  kindSort: item.kindSort as string,
});

/** The profiles and role items of these user names, by lower user name. */
export async function joinUsers(userNames: readonly string[]): Promise<Map<string, DirectoryUser>> {
  const names = [...new Set(userNames.map((n) => n.toLowerCase()))];
  const keys = names.flatMap((n) => [profileKey(n), roleKey(n)]);
  const profiles = new Map<string, Profile>();
  const roles = new Map<string, RoleName>();
  for (const item of await batchGetAll(env().ACCOUNT_TABLE, keys)) {
    if (item.sk === 'ROLE') {
      const r = item.RoleName as string;
      if (r in Role) roles.set(String(item.UserName).toLowerCase(), r as RoleName);
      continue;
    }
    const parsed = Profile.safeParse(item);
    if (parsed.success) profiles.set(parsed.data.UserName.toLowerCase(), parsed.data);
    else logger.error('stored profile does not parse', { pk: item.pk, issues: parsed.error.issues });
  }
  const out = new Map<string, DirectoryUser>();
  for (const [name, profile] of profiles) out.set(name, { profile, roleName: roles.get(name) });
  return out;
}

/**
 * A page of the users of `source` that `keep` keeps, at most `limit`, from `startKey`.
 * Returns the next page's start key, or undefined at the end.
 */
export async function pageOfUsers(
  source: ListSource,
  keep: (u: DirectoryUser) => boolean,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<{ users: DirectoryUser[]; lastKey?: Record<string, unknown> }> {
  const users: DirectoryUser[] = [];
  let from = startKey;
  for (let reads = 0; reads < READ_BUDGET; reads++) {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: env().ACCOUNT_TABLE,
        IndexName: 'byKind',
        ...keyCondition(source),
        ScanIndexForward: !source.backward,
        Limit: ITEMS_PER_READ,
        ExclusiveStartKey: from,
      }),
    );
    const items = out.Items ?? [];
    const joined = await joinUsers(items.map((i) => String(i.UserName)));
    for (const item of items) {
      const user = joined.get(String(item.UserName).toLowerCase());
      if (!user || !keep(user)) continue;
      users.push(user);
      if (users.length === limit) {
        const last = item === items.at(-1) && !out.LastEvaluatedKey ? undefined : indexKeyOf(item);
        return { users, lastKey: last };
      }
    }
    if (!out.LastEvaluatedKey) return { users };
    from = out.LastEvaluatedKey;
  }
  return { users, lastKey: from };
}

/** Every user of `source` that `keep` keeps, at most `max` (exports, the summary matrix). */
export async function allUsers(
  source: ListSource,
  keep: (u: DirectoryUser) => boolean,
  max: number,
): Promise<DirectoryUser[]> {
  const out: DirectoryUser[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await pageOfUsers(source, keep, Math.min(500, max - out.length), startKey);
    out.push(...page.users);
    startKey = page.lastKey;
  } while (startKey && out.length < max);
  return out;
}

/** Counts the items of a key range (Select COUNT: nothing travels back). */
export async function countOf(source: ListSource): Promise<number> {
  let total = 0;
  for await (const page of queryPages({
    TableName: env().ACCOUNT_TABLE,
    IndexName: 'byKind',
    ...keyCondition(source),
    Select: 'COUNT',
  }))
    total += page.Count ?? 0;
  return total;
}

/** A user's status at `now`: deactivated or unsubscribed, past the expiry, or active. */
export function statusOf(profile: Profile, now = new Date()): UserStatus {
  if (!isReachable(profile)) return 'Inactive';
  if (Date.parse(profile.SubscriptionExpiry) <= now.getTime()) return 'Expired';
  return 'Active';
}

/** The user-list row of a user (role-screens §1.2 columns). */
export function rowOf({ profile: p, roleName }: DirectoryUser, now = new Date()): UserRow {
  return {
    UserName: p.UserName,
    FullName: p.FullName,
    Email: p.Email,
    RoleName: roleName ?? null,
    OrganizationName: p.OrganizationName,
    CountryName: p.CountryName,
    ZipCode: p.ZipCode ?? null,
    Status: statusOf(p, now),
    SubscriptionExpiry: p.SubscriptionExpiry,
    LastLoginTime: p.LastLoginTime,
    TwoStepMode: p.TwoStepMode,
    IsTestUser: p.IsTestUser ?? false,
    BBKAApprovedswarmcollector: roleName === 'ProfessionalBeeKeeper' && !!p.BBKAApprovedswarmcollector,
    CreatedAt: p.CreatedAt ?? null,
  };
}

/**
 * User names of the accounts whose profile email is `email` (case-insensitive): one Query of the
 * email items (byKind `EMAIL#<lower email>`), at most `limit` of them when given.
 */
export async function userNamesWithEmail(email: string, limit?: number): Promise<string[]> {
  const { items } = await queryPage(byKind(env().ACCOUNT_TABLE, emailIndexKey(email), { limit }));
  return items.map((i) => String(i.UserName));
}

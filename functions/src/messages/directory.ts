import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { Role, type RoleName } from '@beewatch/shared';
import { Profile } from '../account/profile-repository.js';
import { documentClient } from '../lib/aws.js';
import { env } from '../lib/env.js';

/**
 * The users directory of messaging, in the account table beside each profile (written with
 * the profile by createProfile, removed on unsubscribe):
 * - role item   pk `USER#<lower user name>`, sk `ROLE`, kind `ROLE#<RoleName>`, kindSort lower
 *   user name: "users of a role whose name starts with …" is one Query on byKind;
 * - email item  pk `USER#<lower user name>`, sk `EMAIL`, kind `EMAIL#<lower email>`: "portal
 *   users with this email" (escalation recipients) is one Query; the profile is re-read to
 *   confirm the email still matches.
 */
export const roleItemOf = (userName: string, roleName: RoleName) => ({
  pk: `USER#${userName.toLowerCase()}`,
  sk: 'ROLE',
  kind: `ROLE#${roleName}`,
  kindSort: userName.toLowerCase(),
  UserName: userName,
  RoleName: roleName,
});
export const emailItemOf = (userName: string, email: string) => ({
  pk: `USER#${userName.toLowerCase()}`,
  sk: 'EMAIL',
  kind: `EMAIL#${email.trim().toLowerCase()}`,
  kindSort: userName.toLowerCase(),
  UserName: userName,
});

const table = () => env().ACCOUNT_TABLE;

/** A user who can receive messages: an existing, still subscribed profile and its role. */
export interface DirectoryUser {
  UserName: string;
  FullName: string;
  RoleName: RoleName;
}

/** The role of a user from the directory, or undefined. */
export async function roleOfUser(userName: string): Promise<RoleName | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: table(), Key: { pk: `USER#${userName.toLowerCase()}`, sk: 'ROLE' } }),
  );
  const name = out.Item?.RoleName as string | undefined;
  return name && name in Role ? (name as RoleName) : undefined;
}

/** Profiles of these user names that still may receive messages (BatchGet, ≤ 100 names). */
async function activeProfiles(userNames: string[]): Promise<Map<string, Profile>> {
  const found = new Map<string, Profile>();
  const unique = [...new Set(userNames.map((n) => n.toLowerCase()))];
  for (let i = 0; i < unique.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = unique
      .slice(i, i + 100)
      .map((n) => ({ pk: `USER#${n}`, sk: 'PROFILE' }));
    while (keys?.length) {
      const out = await documentClient().send(
        new BatchGetCommand({ RequestItems: { [table()]: { Keys: keys } } }),
      );
      for (const item of out.Responses?.[table()] ?? []) {
        const profile = Profile.safeParse(item);
        if (profile.success && !profile.data.UnsubscribedAt)
          found.set(profile.data.UserName.toLowerCase(), profile.data);
      }
      keys = out.UnprocessedKeys?.[table()]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return found;
}

/**
 * Users of the given roles whose user name starts with `prefix` (case-insensitive), by name, at
 * most `limit`: one Query per role on byKind (`ROLE#<role>`, begins_with), merged, then the
 * profiles of that page to drop unsubscribed users and show full names.
 */
export async function searchUsers(
  roles: readonly RoleName[],
  prefix: string,
  limit: number,
): Promise<DirectoryUser[]> {
  const p = prefix.toLowerCase();
  const perRole = await Promise.all(
    roles.map(async (roleName) => {
      const out = await documentClient().send(
        new QueryCommand({
          TableName: table(),
          IndexName: 'byKind',
          KeyConditionExpression: p ? 'kind = :k AND begins_with(kindSort, :p)' : 'kind = :k',
          ExpressionAttributeValues: { ':k': `ROLE#${roleName}`, ...(p ? { ':p': p } : {}) },
          Limit: limit,
        }),
      );
      return (out.Items ?? []).map((i) => ({ UserName: String(i.UserName), RoleName: roleName }));
    }),
  );
  const candidates = perRole
    .flat()
    .sort((a, b) => a.UserName.toLowerCase().localeCompare(b.UserName.toLowerCase()))
    .slice(0, limit);
  const profiles = await activeProfiles(candidates.map((c) => c.UserName));
  return candidates.flatMap((c) => {
    const profile = profiles.get(c.UserName.toLowerCase());
    return profile ? [{ UserName: profile.UserName, FullName: profile.FullName, RoleName: c.RoleName }] : [];
  });
}

/** Every active user of one role (all pages of its byKind partition). */
export async function usersOfRole(roleName: RoleName): Promise<DirectoryUser[]> {
  const names: string[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'byKind',
        KeyConditionExpression: 'kind = :k',
        ExpressionAttributeValues: { ':k': `ROLE#${roleName}` },
        ExclusiveStartKey: start,
      }),
    );
    names.push(...(out.Items ?? []).map((i) => String(i.UserName)));
    start = out.LastEvaluatedKey;
  } while (start);
  const profiles = await activeProfiles(names);
  return [...profiles.values()].map((p) => ({
    UserName: p.UserName,
    FullName: p.FullName,
    RoleName: roleName,
  }));
}

/** Active portal users whose profile email is `email` (case-insensitive). */
export async function usersByEmail(email: string): Promise<{ UserName: string; FullName: string }[]> {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: table(),
      IndexName: 'byKind',
      KeyConditionExpression: 'kind = :k',
      ExpressionAttributeValues: { ':k': `EMAIL#${email.trim().toLowerCase()}` },
    }),
  );
  const profiles = await activeProfiles((out.Items ?? []).map((i) => String(i.UserName)));
  return [...profiles.values()]
    .filter((p) => p.Email.trim().toLowerCase() === email.trim().toLowerCase())
    .map((p) => ({ UserName: p.UserName, FullName: p.FullName }));
}

/** The active profile of one user, or undefined (missing or unsubscribed). */
export async function activeProfile(userName: string): Promise<Profile | undefined> {
  return (await activeProfiles([userName])).get(userName.toLowerCase());
}

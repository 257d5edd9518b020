import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { Role, type RoleName } from '@beewatch/shared';
import {
  getProfiles,
  isReachable,
  roleIndexKey,
  roleKey,
  userNamesWithEmail,
  type Profile,
} from '../account/index.js';
import { documentClient } from '../lib/aws.js';
import { queryAll, byKind, queryPage } from '../lib/dynamo.js';
import { env } from '../lib/env.js';

/**
 * The users directory of messaging: the role and email items beside each profile in the account
 * table (account/profile/profile-entity.ts). "Users of a role whose name starts with …" is one Query on
 * byKind; "portal users with this email" (escalation recipients) is one Query, and the profile
 * is re-read to confirm the email still matches.
 */
const table = () => env().ACCOUNT_TABLE;

/** A user who can receive messages: an existing, still subscribed profile and its role. */
export interface DirectoryUser {
  UserName: string;
  FullName: string;
  RoleName: RoleName;
}

/** The role of a user from the directory, or undefined. */
export async function roleOfUser(userName: string): Promise<RoleName | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: table(), Key: roleKey(userName) }));
  const name = out.Item?.RoleName as string | undefined;
  return name && name in Role ? (name as RoleName) : undefined;
}

/**
 * Profiles of these user names whose accounts are reachable (isReachable: neither deactivated nor
 * unsubscribed): the people a user may pick and write to, and those system messages go to. The
 * flags are on the profiles the BatchGet reads anyway, so leaving the others out costs no read.
 */
async function reachableProfiles(userNames: string[]): Promise<Map<string, Profile>> {
  const profiles = await getProfiles(userNames);
  for (const [name, profile] of profiles) if (!isReachable(profile)) profiles.delete(name);
  return profiles;
}

/**
 * Users of the given roles whose user name starts with `prefix` (case-insensitive), by name, at
 * most `limit`: one Query per role on byKind (`ROLE#<role>`, begins_with), merged, then the
 * profiles of that page (one BatchGet) to drop disabled accounts (deactivated or unsubscribed)
 * and show full names. A page may so hold fewer than `limit` names.
 */
export async function searchUsers(
  roles: readonly RoleName[],
  prefix: string,
  limit: number,
): Promise<DirectoryUser[]> {
  const p = prefix.toLowerCase();
  const perRole = await Promise.all(
    roles.map(async (roleName) => {
      const { items } = await queryPage(byKind(table(), roleIndexKey(roleName), { prefix: p, limit }));
      return items.map((i) => ({ UserName: String(i.UserName), RoleName: roleName }));
    }),
  );
  const candidates = perRole
    .flat()
    .sort((a, b) => a.UserName.toLowerCase().localeCompare(b.UserName.toLowerCase()))
    .slice(0, limit);
  const profiles = await reachableProfiles(candidates.map((c) => c.UserName));
  return candidates.flatMap((c) => {
    const profile = profiles.get(c.UserName.toLowerCase());
    return profile ? [{ UserName: profile.UserName, FullName: profile.FullName, RoleName: c.RoleName }] : [];
  });
}

/** Every reachable user of one role (all pages of its byKind partition). */
export async function usersOfRole(roleName: RoleName): Promise<DirectoryUser[]> {
  const items = await queryAll(byKind(table(), roleIndexKey(roleName)));
  const profiles = await reachableProfiles(items.map((i) => String(i.UserName)));
  return [...profiles.values()].map((p) => ({
    UserName: p.UserName,
    FullName: p.FullName,
    RoleName: roleName,
  }));
}

/** Reachable portal users whose profile email is `email` (case-insensitive). */
export async function usersByEmail(email: string): Promise<{ UserName: string; FullName: string }[]> {
  const profiles = await reachableProfiles(await userNamesWithEmail(email));
  return [...profiles.values()]
    .filter((p) => p.Email.trim().toLowerCase() === email.trim().toLowerCase())
    .map((p) => ({ UserName: p.UserName, FullName: p.FullName }));
}

/** The profile of one reachable user, or undefined (missing, deactivated or unsubscribed). */
export async function reachableProfile(userName: string): Promise<Profile | undefined> {
  return (await reachableProfiles([userName])).get(userName.toLowerCase());
}

/** The profile of one user as stored (disabled ones included), or undefined when there is none. */
export async function profileOf(userName: string): Promise<Profile | undefined> {
  return (await getProfiles([userName])).get(userName.toLowerCase());
}

import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RoleName } from '@beewatch/shared';
import { documentClient } from '../../lib/aws.js';
import { batchGetTogether, deleteItem, transact, type BatchRead } from '../../lib/dynamo.js';
import { env } from '../../lib/env.js';
import { logger } from '../../lib/logger.js';
import {
  Profile,
  directoryItemsOf,
  expiryItemOf,
  profileItemOf,
  profileKey,
  userItemKeys,
} from './profile-entity.js';

export { Profile, directoryItemsOf, emailItemOf } from './profile-entity.js';

/**
 * Reads and creates profiles (the user entity: profile-entity.ts). Cognito holds the identity,
 * password and role group; the profile holds what the portal shows and decides with.
 */

/** The profile of a user name (case-insensitive), or undefined. */
export async function getProfile(userName: string): Promise<Profile | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: env().ACCOUNT_TABLE, Key: profileKey(userName) }),
  );
  return out.Item ? Profile.parse(out.Item) : undefined;
}

/**
 * Creates the profile unless one exists (seeding and registration), with its directory items
 * when the role is given, in one transaction. Returns false if it existed (nothing written).
 */
export async function createProfile(profile: Profile & { RoleName?: RoleName }): Promise<boolean> {
  const table = env().ACCOUNT_TABLE;
  const roleName = profile.RoleName;
  const directory = roleName ? directoryItemsOf(profile.UserName, roleName, profile.Email) : [];
  const outcome = await transact([
    {
      Put: {
        TableName: table,
        Item: profileItemOf({ CreatedAt: new Date().toISOString(), ...profile }),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...directory.map((Item) => ({ Put: { TableName: table, Item } })),
    { Put: { TableName: table, Item: expiryItemOf(profile.UserName, roleName, profile.SubscriptionExpiry) } },
  ]);
  return outcome.ok;
}

/**
 * The profiles of many users at once (alert fan-outs, the messaging directory), by lower-case
 * user name; users without a profile are absent. A stored item that does not parse is logged
 * and left out rather than failing everyone else's alert.
 * @throws UnprocessedItemsError when DynamoDB keeps refusing some keys: a recipient is never
 *   dropped silently.
 */
export async function getProfiles(userNames: readonly string[]): Promise<Map<string, Profile>> {
  const [found] = await batchGetTogether(profilesRead(userNames));
  return found;
}

/**
 * The batch read of `getProfiles`, to run in the same BatchGetItem as another module's items
 * (`batchGetTogether`): a list page and its rows' profiles in one round trip.
 */
export function profilesRead(userNames: readonly string[]): BatchRead<Map<string, Profile>> {
  const unique = [...new Set(userNames.map((u) => u.toLowerCase()))];
  return {
    table: env().ACCOUNT_TABLE,
    keys: unique.map(profileKey),
    parse(items) {
      const found = new Map<string, Profile>();
      for (const item of items) {
        const parsed = Profile.safeParse(item);
        if (parsed.success) found.set(parsed.data.UserName.toLowerCase(), parsed.data);
        else logger.error('stored profile does not parse', { pk: item.pk, issues: parsed.error.issues });
      }
      return found;
    },
  };
}

/** Records a sign-in; returns the previous sign-in time (what the header shows as last login). */
export async function recordLogin(userName: string, at: string): Promise<string | null> {
  const out = await documentClient().send(
    new UpdateCommand({
      TableName: env().ACCOUNT_TABLE,
      Key: profileKey(userName),
      UpdateExpression: 'SET LastLoginTime = :t',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':t': at },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  return (out.Attributes?.LastLoginTime as string | undefined) ?? null;
}

/** Erases a user's profile and its directory items (erasure registry, privacy policy). */
export async function eraseProfile(userName: string): Promise<void> {
  for (const key of userItemKeys(userName)) await deleteItem(env().ACCOUNT_TABLE, key);
}

import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RoleName } from '@beewatch/shared';
import { z } from 'zod';
import { documentClient } from '../lib/aws.js';
import { env } from '../lib/env.js';

/**
 * A user's profile in the account table (pk `USER#<lower user name>`, sk `PROFILE`). Cognito
 * holds the identity, password and role group; this holds what the portal shows and decides
 * with: subscription expiry (spec §8 ErrorCode 4) and the two-step mode (0 off, 2 email, 1
 * mobile, 3 both — spec §3 CodeSentOn).
 */
export const Profile = z.object({
  UserName: z.string(),
  FullName: z.string(),
  OrganizationName: z.string().nullable(),
  Email: z.string(),
  Mobile: z.string().nullable(),
  CountryId: z.number().int().nullable(),
  CountryName: z.string().nullable(),
  /** ISO 8601 instant after which sign-in answers ErrorCode 4. */
  SubscriptionExpiry: z.string(),
  TwoStepMode: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  DoNotShowThisAgain: z.boolean(),
  LastLoginTime: z.string().nullable(),
  // My Profile fields (issue 3 slice 3, spec §3 registration user); absent on older items.
  Salutation: z.string().nullish(),
  FName: z.string().nullish(),
  Initial: z.string().nullish(),
  LName: z.string().nullish(),
  AddressLine1: z.string().nullish(),
  AddressLine2: z.string().nullish(),
  Town: z.string().nullish(),
  State: z.string().nullish(),
  ZipCode: z.string().nullish(),
  /** Unsubscribe (spec §2.9): ISO instant; the account is disabled from then on. */
  UnsubscribedAt: z.string().nullish(),
  /** yyyy-mm-dd on which the erasure job deletes the account (privacy policy: within one month). */
  ErasureDueOn: z.string().nullish(),
  // Registration data (issue 3 slice 2, spec §3 registration user); absent on older items.
  /** yyyy-mm-dd. */
  DateOfBirth: z.string().nullish(),
  Sex: z.string().nullish(),
  /** E.164. */
  Mobile2: z.string().nullish(),
  AlertEmail: z.string().nullish(),
  LandLine1: z.string().nullish(),
  LandLine2: z.string().nullish(),
  InsurancePolicyNumber: z.string().nullish(),
  /** Insured swarm collector (spec §5; only ProfessionalBeeKeeper counts, §6). */
  BBKAApprovedswarmcollector: z.boolean().nullish(),
  RegisteredWithAccessCode: z.string().nullish(),
});
export type Profile = z.infer<typeof Profile>;

const keyOf = (userName: string) => ({ pk: `USER#${userName.toLowerCase()}`, sk: 'PROFILE' });

/** The profile of a user name (case-insensitive), or undefined. */
export async function getProfile(userName: string): Promise<Profile | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: env().ACCOUNT_TABLE, Key: keyOf(userName) }),
  );
  return out.Item ? Profile.parse(out.Item) : undefined;
}

/**
 * Directory items beside a profile, for messaging (issue 7; functions/src/messages/directory.ts):
 * role item sk `ROLE` (kind `ROLE#<RoleName>`) and email item sk `EMAIL` (kind `EMAIL#<lower email>`),
 * both sorted by the lower user name on byKind.
 */
export function directoryItemsOf(userName: string, roleName: RoleName, email: string) {
  const pk = `USER#${userName.toLowerCase()}`;
  const kindSort = userName.toLowerCase();
  return [
    { pk, sk: 'ROLE', kind: `ROLE#${roleName}`, kindSort, UserName: userName, RoleName: roleName },
    emailItemOf(userName, email),
  ];
}

/** The email directory item of a user (rewritten when My Profile changes the email). */
export function emailItemOf(userName: string, email: string) {
  return {
    pk: `USER#${userName.toLowerCase()}`,
    sk: 'EMAIL',
    kind: `EMAIL#${email.trim().toLowerCase()}`,
    kindSort: userName.toLowerCase(),
    UserName: userName,
  };
}

/**
 * Creates the profile unless one exists (seeding and registration), with its directory items
 * when the role is given, in one transaction. Returns false if it existed (nothing written).
 */
export async function createProfile(profile: Profile & { RoleName?: RoleName }): Promise<boolean> {
  const table = env().ACCOUNT_TABLE;
  const roleName = profile.RoleName;
  const directory = roleName ? directoryItemsOf(profile.UserName, roleName, profile.Email) : [];
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table,
              Item: {
                ...keyOf(profile.UserName),
                kind: 'USER',
                kindSort: profile.UserName.toLowerCase(),
                ...profile,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          ...directory.map((Item) => ({ Put: { TableName: table, Item } })),
        ],
      }),
    );
    return true;
  } catch (err) {
    const reasons = (err as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if (
      (err as Error).name === 'TransactionCanceledException' &&
      reasons?.[0]?.Code === 'ConditionalCheckFailed'
    )
      return false;
    throw err;
  }
}

/** Records a sign-in; returns the previous sign-in time (what the header shows as last login). */
export async function recordLogin(userName: string, at: string): Promise<string | null> {
  const out = await documentClient().send(
    new UpdateCommand({
      TableName: env().ACCOUNT_TABLE,
      Key: keyOf(userName),
      UpdateExpression: 'SET LastLoginTime = :t',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':t': at },
      ReturnValues: 'UPDATED_OLD',
    }),
  );
  return (out.Attributes?.LastLoginTime as string | undefined) ?? null;
}

import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  AdminDisableUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { RoleName } from '@beewatch/shared';
import { USER_KIND, createProfile, expiryItemOf, roleKey } from '../../functions/src/account/index.js';
import { documentClient } from '../../functions/src/lib/aws.js';
import { env } from '../../functions/src/lib/env.js';
import { createDemoAccount, demoEmailOf } from './demo-account.js';
import { GetCommand } from '@aws-sdk/lib-dynamodb';

const DAY_MS = 86_400_000;

/**
 * Generated demo accounts (not real people) in the states the Administrator's user screens
 * show: an expired and an expiring subscription, a deactivated account, one without a sign-in
 * for 8 months, one renewed last week and a test user. Their names end '(generated)'; all
 * sign in with DEMO_PASSWORD (gen-expired gets the renew popup). Their roles alert nobody.
 */
export const GENERATED_USERS: {
  userName: string;
  role: RoleName;
  fullName: string;
  expiresInDays: number;
  lastLoginDaysAgo?: number;
  createdDaysAgo: number;
  inactive?: boolean;
  renewedDaysAgo?: number;
  testUser?: boolean;
  countryId?: number;
}[] = [
  {
    userName: 'gen-expired',
    role: 'ProfessionalBeeKeeper',
    fullName: 'Eve Expired (generated)',
    expiresInDays: -12,
    lastLoginDaysAgo: 40,
    createdDaysAgo: 400,
  },
  {
    userName: 'gen-expiring',
    role: 'NonBeeKeeper',
    fullName: 'Evan Expiring (generated)',
    expiresInDays: 10,
    lastLoginDaysAgo: 3,
    createdDaysAgo: 355,
  },
  {
    userName: 'gen-inactive',
    role: 'ByStander',
    fullName: 'Ines Inactive (generated)',
    expiresInDays: 200,
    lastLoginDaysAgo: 90,
    createdDaysAgo: 160,
    inactive: true,
  },
  {
    userName: 'gen-nonactive',
    role: 'SwarmWatch',
    fullName: 'Nora Nonactive (generated)',
    expiresInDays: 120,
    lastLoginDaysAgo: 245,
    createdDaysAgo: 500,
  },
  {
    userName: 'gen-renewed',
    role: 'BeeInspector',
    fullName: 'Remy Renewed (generated)',
    expiresInDays: 360,
    lastLoginDaysAgo: 5,
    createdDaysAgo: 380,
    renewedDaysAgo: 5,
    countryId: 2,
  },
  {
    userName: 'gen-testuser',
    role: 'VQAdministrator',
    fullName: 'Tess Testuser (generated)',
    expiresInDays: 60,
    createdDaysAgo: 20,
    testUser: true,
  },
];

async function seedGeneratedUser(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  u: (typeof GENERATED_USERS)[number],
  now: Date,
): Promise<void> {
  if (!(await createDemoAccount(cognito, userPoolId, u, { keepExisting: true }))) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const [first, ...rest] = u.fullName.split(' ');
  const country =
    u.countryId === 2
      ? { CountryId: 2, CountryName: 'France' }
      : { CountryId: 1, CountryName: 'United Kingdom' };
  await createProfile({
    UserName: u.userName,
    FullName: u.fullName,
    FName: first,
    LName: rest.join(' '),
    OrganizationName: 'Generated demo',
    Email: demoEmailOf(u.userName),
    Mobile: null,
    ...country,
    SubscriptionExpiry: new Date(now.getTime() + u.expiresInDays * DAY_MS).toISOString(),
    TwoStepMode: 0,
    DoNotShowThisAgain: true,
    LastLoginTime: u.lastLoginDaysAgo === undefined ? null : ago(u.lastLoginDaysAgo),
    CreatedAt: ago(u.createdDaysAgo),
    IsActive: !u.inactive,
    IsTestUser: !!u.testUser,
    ...(u.renewedDaysAgo !== undefined
      ? { RenewedAt: ago(u.renewedDaysAgo), RenewedWithAccessCode: 'GENERATEDDEMO' }
      : {}),
    RoleName: u.role,
  });
  if (u.inactive)
    await cognito.send(new AdminDisableUserCommand({ UserPoolId: userPoolId, Username: u.userName }));
}

/**
 * Gives every profile its subscription item (profile-entity.ts, kind EXPIRY) when it has none:
 * profiles written before the item existed. Reads the profiles with a Query of kind USER.
 */
async function backfillExpiryItems(): Promise<void> {
  const table = env().ACCOUNT_TABLE;
  let start: Record<string, unknown> | undefined;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: table,
        IndexName: 'byKind',
        KeyConditionExpression: 'kind = :k',
        ExpressionAttributeValues: { ':k': USER_KIND },
        ExclusiveStartKey: start,
      }),
    );
    for (const p of out.Items ?? []) {
      const role = await documentClient().send(
        new GetCommand({ TableName: table, Key: roleKey(String(p.UserName)) }),
      );
      await documentClient().send(
        new PutCommand({
          TableName: table,
          Item: expiryItemOf(
            String(p.UserName),
            role.Item?.RoleName as RoleName | undefined,
            String(p.SubscriptionExpiry),
          ),
        }),
      );
    }
    start = out.LastEvaluatedKey;
  } while (start);
}

/** Seeds the generated accounts (once) and the subscription items of every profile. */
export async function seedUsers(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  now = new Date(),
) {
  for (const u of GENERATED_USERS) await seedGeneratedUser(cognito, userPoolId, u, now);
  await backfillExpiryItems();
}

import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_PASSWORD, type RoleName } from '@beewatch/shared';
import type { Profile } from '../../functions/src/account/index.js';

/** The e-mail address of a local demo or test account: `<userName>@bee.watch.local`. */
export function demoEmailOf(userName: string): string {
  return `${userName}@bee.watch.local`;
}

/**
 * The profile of a local demo, test or bench account: named `Test <userName>`, e-mail demoEmailOf,
 * no mobile, in the United Kingdom, subscribed until 2099, no two-step, the welcome not shown
 * again, never signed in. `fields` replace any of these (a mobile, a post code, a name).
 */
export function demoProfileOf(userName: string, fields: Partial<Profile> = {}): Profile {
  return {
    UserName: userName,
    FullName: `Test ${userName}`,
    OrganizationName: null,
    Email: demoEmailOf(userName),
    Mobile: null,
    CountryId: 1,
    CountryName: 'United Kingdom',
    SubscriptionExpiry: '2099-12-31T23:59:59.000Z',
    TwoStepMode: 0,
    DoNotShowThisAgain: true,
    LastLoginTime: null,
    ...fields,
  };
}

/**
 * Creates a local (never deployed) Cognito account with the demo password, a verified e-mail
 * (demoEmailOf) and its role's group, as the local seed and the integration stack need them.
 * An account that exists already gets its password and group again, or is left untouched with
 * `keepExisting`. Returns true when the account was created. Throws any other Cognito error.
 */
export async function createDemoAccount(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  user: { userName: string; role: RoleName },
  options: { keepExisting?: boolean } = {},
): Promise<boolean> {
  const Username = user.userName;
  let created = true;
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: DEMO_PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: demoEmailOf(Username) },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } catch (err) {
    if ((err as Error).name !== 'UsernameExistsException') throw err;
    if (options.keepExisting) return false;
    created = false;
  }
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username,
      Password: DEMO_PASSWORD,
      Permanent: true,
    }),
  );
  await cognito.send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username, GroupName: user.role }),
  );
  return created;
}

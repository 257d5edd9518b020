import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_PASSWORD } from '@beewatch/shared';
import { createProfile } from '../../functions/src/account/profile-repository.js';

/**
 * Users only the integration stack gets, for tests that change an account for good: every demo
 * user of the seed is signed in by tests/integration/roles.test.ts, so none may be unsubscribed.
 * 'leaver' (Swarm Watch) is unsubscribed by tests/integration/profile.test.ts.
 */
export const LEAVER = 'leaver';

export async function seedExtraUsers(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<void> {
  const email = `${LEAVER}@bee.watch.local`;
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: LEAVER,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: DEMO_PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: LEAVER,
      Password: DEMO_PASSWORD,
      Permanent: true,
    }),
  );
  await cognito.send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: LEAVER, GroupName: 'SwarmWatch' }),
  );
  await createProfile({
    UserName: LEAVER,
    FullName: 'Lou Leaver',
    OrganizationName: null,
    Email: email,
    Mobile: null,
    CountryId: 1,
    CountryName: 'United Kingdom',
    SubscriptionExpiry: '2099-12-31T23:59:59.000Z',
    TwoStepMode: 0,
    DoNotShowThisAgain: false,
    LastLoginTime: null,
  });
}

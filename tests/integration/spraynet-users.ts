import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { RoleName } from '@beewatch/shared';
import { createTestUser } from './extra-users.js';

/**
 * Users only the integration stack gets, for tests/integration/spray-network.test.ts: a pesticide
 * user in Edinburgh (outside every Spray Domain) and a beekeeper whose apiary lies in the demo
 * liaison's domain (RH3), more than 10 km from every other test field.
 */
export const SPRAYNET_TEST_USERS: { userName: string; role: RoleName; zip: string; mobile: string | null }[] =
  [
    { userName: 'edinfarmer', role: 'NonBeeKeeper', zip: 'EH1 1AA', mobile: null },
    { userName: 'netkeeper', role: 'ProfessionalBeeKeeper', zip: 'RH3', mobile: '+447700900811' },
  ];

export async function seedSprayNetTestUsers(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<void> {
  for (const u of SPRAYNET_TEST_USERS)
    await createTestUser(cognito, userPoolId, u, { Mobile: u.mobile, ZipCode: u.zip, RoleName: u.role });
}

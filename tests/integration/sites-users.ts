import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { RoleName } from '@beewatch/shared';
import { createTestUser } from './extra-users.js';

/**
 * Users only the integration stack gets, for the sites tests (tests/integration/sites.test.ts):
 * a beekeeper whose apiary lies 12 km from the test field (must not be alerted), a beekeeper
 * filled up to the apiary limit, and a second pesticide user (whose field nobody else may use).
 */
export const SITE_TEST_USERS: { userName: string; role: RoleName; mobile: string | null }[] = [
  { userName: 'farkeeper', role: 'ProfessionalBeeKeeper', mobile: null },
  { userName: 'fullkeeper', role: 'ProfessionalBeeKeeper', mobile: null },
  { userName: 'otherfarmer', role: 'NonBeeKeeper', mobile: null },
  { userName: 'nearkeeper', role: 'ProfessionalBeeKeeper', mobile: '+447700900456' },
  // The beekeeper workspace tests (beekeeper.test.ts): a keeper and a farmer far from every other site.
  { userName: 'weatherkeeper', role: 'ProfessionalBeeKeeper', mobile: null },
  { userName: 'weatherfarmer', role: 'NonBeeKeeper', mobile: null },
];

export async function seedSiteTestUsers(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<void> {
  for (const u of SITE_TEST_USERS) await createTestUser(cognito, userPoolId, u, { Mobile: u.mobile });
}

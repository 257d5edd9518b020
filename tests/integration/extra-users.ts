import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { RoleName } from '@beewatch/shared';
import { createProfile, type Profile } from '../../functions/src/account/index.js';
import { createDemoAccount, demoProfileOf } from '../../scripts/local/demo-account.js';

/**
 * Users only the integration stack gets, for tests that change an account for good: every demo
 * user of the seed is signed in by tests/integration/roles.test.ts, so none may be unsubscribed.
 * 'leaver' (Swarm Watch) is unsubscribed by tests/integration/profile.test.ts.
 */
export const LEAVER = 'leaver';
/** A Swarm Watch user whose code flows tests/integration/account-limits.test.ts attacks and locks. */
export const TARGET = 'target';
/** A Swarm Watch user whose password tests/integration/account-limits.test.ts locks out. */
export const LOCKED = 'lockedout';
/** A Swarm Watch user with two-step by email, whose sign-in codes account-limits.test.ts exhausts. */
export const TWO_STEP = 'twostep';
/** A Swarm Watch user whose email tests/integration/email-change.test.ts changes. */
export const MOVER = 'mover';
/** A second swarm coordinator (Kernow: Cornwall), whose Swarm Domain tests/integration/domains.test.ts sets; its name shares no prefix with the demo users the recipient search tests look for. */
export const CORNWALL_COORDINATOR = 'kernow';
/** A professional beekeeper with no collection area, whom tests/integration/coordination.test.ts adds as a swarm collector and removes again. */
export const NEW_COLLECTOR = 'hive.newcomer';
/** A second bee inspector, whose domain tests/integration/inspector-domain.test.ts sets next to the demo inspector's (a neighbouring inspector). */
export const NEIGHBOUR_INSPECTOR = 'weald';

/**
 * A user of the integration stack: its Cognito account in its role's group and its profile
 * (demoProfileOf with `fields`), in the role directory when `RoleName` is given.
 */
export async function createTestUser(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  user: { userName: string; role: RoleName },
  { RoleName: roleName, ...fields }: Partial<Profile> & { RoleName?: RoleName } = {},
): Promise<void> {
  await createDemoAccount(cognito, userPoolId, user);
  await createProfile({
    ...demoProfileOf(user.userName, fields),
    ...(roleName ? { RoleName: roleName } : {}),
  });
}

async function createSwarmWatchUser(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  userName: string,
  fullName: string,
  twoStepMode: 0 | 2 = 0,
  group: 'SwarmWatch' | 'SwarmCoordinator' | 'ProfessionalBeeKeeper' = 'SwarmWatch',
): Promise<void> {
  await createTestUser(
    cognito,
    userPoolId,
    { userName, role: group },
    {
      FullName: fullName,
      TwoStepMode: twoStepMode,
      DoNotShowThisAgain: false,
      // Only the coordinator is in the role directory: domains and coordinator alerts read it.
      ...(group === 'SwarmWatch' ? {} : { RoleName: group }),
    },
  );
}

export async function seedExtraUsers(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<void> {
  await createSwarmWatchUser(cognito, userPoolId, LEAVER, 'Lou Leaver');
  await createSwarmWatchUser(cognito, userPoolId, TARGET, 'Tara Target');
  await createSwarmWatchUser(cognito, userPoolId, LOCKED, 'Lockie Locked');
  await createSwarmWatchUser(cognito, userPoolId, TWO_STEP, 'Tom Twostep', 2);
  await createSwarmWatchUser(cognito, userPoolId, MOVER, 'Mo Mover');
  await createSwarmWatchUser(
    cognito,
    userPoolId,
    CORNWALL_COORDINATOR,
    'Kerra Cornwall',
    0,
    'SwarmCoordinator',
  );
  await createSwarmWatchUser(cognito, userPoolId, NEW_COLLECTOR, 'Nina Newcomer', 0, 'ProfessionalBeeKeeper');
  await createTestUser(
    cognito,
    userPoolId,
    { userName: NEIGHBOUR_INSPECTOR, role: 'BeeInspector' },
    { FullName: 'Wendy Weald', TwoStepMode: 0, DoNotShowThisAgain: false, RoleName: 'BeeInspector' },
  );
}

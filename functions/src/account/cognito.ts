import { createHmac } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminInitiateAuthCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  DescribeUserPoolClientCommand,
  ListUsersCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { ProfileMsg } from '@beewatch/shared';
import { decodeJwt } from 'jose';
import { cognitoClient } from '../lib/aws.js';
import { env } from '../lib/env.js';
import { UnauthorizedError } from '../lib/errors.js';

/**
 * The account's one adapter over the Cognito user pool: every Cognito call of the functions is
 * made here. Cognito holds the identity, the password and the role group; the portal's profile
 * (profile/profile-entity.ts) holds the rest. Errors other than those translated below are
 * Cognito's own (their `name` is the Cognito exception), for the flows to answer in their terms.
 *
 * Sign-in goes through the confidential app client (ARCHITECTURE.md "Sign-in"): the browser
 * never holds the client or its secret, so the second factor cannot be skipped. The secret is
 * read once per container with DescribeUserPoolClient, never from the environment.
 */

/** The portal's user pool. */
const poolId = () => env().USER_POOL_ID;

let secret: Promise<string> | undefined;
function clientSecret(): Promise<string> {
  secret ??= cognitoClient()
    .send(
      new DescribeUserPoolClientCommand({
        UserPoolId: poolId(),
        ClientId: env().USER_POOL_CLIENT_ID,
      }),
    )
    .then((out) => out.UserPoolClient?.ClientSecret ?? '');
  return secret;
}

async function secretHash(userName: string): Promise<string> {
  return createHmac('sha256', await clientSecret())
    .update(userName + env().USER_POOL_CLIENT_ID)
    .digest('base64');
}

/** Tokens of a session and what the ID token says about the user. */
export interface CognitoSession {
  accessToken: string;
  refreshToken?: string;
  userName: string;
  sub: string;
  groups: string[];
}

function sessionOf(result: AuthenticationResultType | undefined, fallbackUser: string): CognitoSession {
  if (!result?.AccessToken || !result.IdToken) throw new UnauthorizedError('Invalid user name or password');
  // Straight from Cognito over TLS: reading the claims needs no signature check here.
  const claims = decodeJwt(result.IdToken);
  return {
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken,
    userName: String(claims['cognito:username'] ?? fallbackUser),
    sub: String(claims.sub),
    groups: (claims['cognito:groups'] as string[] | undefined) ?? [],
  };
}

// Cognito answers a wrong password with NotAuthorizedException; cognito-local with
// InvalidPasswordException. Both mean the same to the user.
const AUTH_FAILURES = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
  'InvalidPasswordException',
]);

/** Checks the password (Cognito's lockout applies). UnauthorizedError on a wrong pair. */
export async function passwordSignIn(userName: string, password: string): Promise<CognitoSession> {
  try {
    const out = await cognitoClient().send(
      new AdminInitiateAuthCommand({
        UserPoolId: poolId(),
        ClientId: env().USER_POOL_CLIENT_ID,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: userName, PASSWORD: password, SECRET_HASH: await secretHash(userName) },
      }),
    );
    return sessionOf(out.AuthenticationResult, userName);
  } catch (err) {
    // A disabled (unsubscribed) account: Cognito says 'User is disabled.'; say so plainly.
    if (/disabled/i.test((err as Error).message)) throw new UnauthorizedError(ProfileMsg.accountDisabled);
    if (AUTH_FAILURES.has((err as Error).name)) throw new UnauthorizedError('Invalid user name or password');
    throw err;
  }
}

/** New access token from a refresh token (CheckLogin). UnauthorizedError when it is no longer valid. */
export async function refreshSession(userName: string, refreshToken: string): Promise<CognitoSession> {
  try {
    const out = await cognitoClient().send(
      new AdminInitiateAuthCommand({
        UserPoolId: poolId(),
        ClientId: env().USER_POOL_CLIENT_ID,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken, SECRET_HASH: await secretHash(userName) },
      }),
    );
    return sessionOf(out.AuthenticationResult, userName);
  } catch (err) {
    if (AUTH_FAILURES.has((err as Error).name)) throw new UnauthorizedError('Session expired');
    throw err;
  }
}

/** Revokes the user's refresh tokens (logout). */
export async function globalSignOut(userName: string): Promise<void> {
  await cognitoClient().send(new AdminUserGlobalSignOutCommand({ UserPoolId: poolId(), Username: userName }));
}

/**
 * Creates a user with a temporary password and no invitation message (registration sets the
 * password for good right after). Throws Cognito's UsernameExistsException for a taken name and
 * InvalidPasswordException for a password the pool's policy refuses.
 */
export async function createUser(userName: string, email: string, temporaryPassword: string): Promise<void> {
  await cognitoClient().send(
    new AdminCreateUserCommand({
      UserPoolId: poolId(),
      Username: userName,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: temporaryPassword,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
}

/**
 * Sets a user's password for good (AdminSetUserPassword, Permanent). Throws Cognito's
 * InvalidPasswordException / InvalidParameterException for a password the policy refuses.
 */
export async function setPermanentPassword(userName: string, password: string): Promise<void> {
  await cognitoClient().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: poolId(),
      Username: userName,
      Password: password,
      Permanent: true,
    }),
  );
}

/** Puts a user in a group (the group name is the role name). */
export async function addUserToGroup(userName: string, groupName: string): Promise<void> {
  await cognitoClient().send(
    new AdminAddUserToGroupCommand({ UserPoolId: poolId(), Username: userName, GroupName: groupName }),
  );
}

/** Takes a user out of a group (a role change moves the user from the old role's group). */
export async function removeUserFromGroup(userName: string, groupName: string): Promise<void> {
  await cognitoClient().send(
    new AdminRemoveUserFromGroupCommand({ UserPoolId: poolId(), Username: userName, GroupName: groupName }),
  );
}

/** The names of a user's groups (role names among them). */
export async function groupsOf(userName: string): Promise<string[]> {
  const out = await cognitoClient().send(
    new AdminListGroupsForUserCommand({ UserPoolId: poolId(), Username: userName }),
  );
  return (out.Groups ?? []).flatMap((g) => (g.GroupName ? [g.GroupName] : []));
}

/** Sets a user's email as verified (the caller has proved it with a code sent to it). */
export async function setVerifiedEmail(userName: string, email: string): Promise<void> {
  await cognitoClient().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: poolId(),
      Username: userName,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

/** Disables a user (unsubscribe): no sign-in and no token refresh from then on. */
export async function disableUser(userName: string): Promise<void> {
  await cognitoClient().send(new AdminDisableUserCommand({ UserPoolId: poolId(), Username: userName }));
}

/** Enables a user an administrator had deactivated: sign-in works again. */
export async function enableUser(userName: string): Promise<void> {
  await cognitoClient().send(new AdminEnableUserCommand({ UserPoolId: poolId(), Username: userName }));
}

/** Deletes a user; a user already gone is fine (erasure and registration roll-back may rerun). */
export async function deleteUser(userName: string): Promise<void> {
  try {
    await cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId: poolId(), Username: userName }));
  } catch (err) {
    if ((err as Error).name !== 'UserNotFoundException') throw err;
  }
}

/**
 * The user name of a Cognito `sub` (the id the public hornet map URL carries), or undefined.
 * ListUsers filtered on sub finds at most one; a `sub` that is not a plain id is never sent.
 */
export async function userNameOfSub(sub: string): Promise<string | undefined> {
  if (!/^[\w-]{1,128}$/.test(sub)) return undefined;
  const out = await cognitoClient().send(
    new ListUsersCommand({ UserPoolId: poolId(), Filter: `sub = "${sub}"`, Limit: 1 }),
  );
  return out.Users?.[0]?.Username;
}

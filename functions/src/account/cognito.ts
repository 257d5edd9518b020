import { createHmac } from 'node:crypto';
import {
  AdminInitiateAuthCommand,
  AdminUserGlobalSignOutCommand,
  DescribeUserPoolClientCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { ProfileMsg } from '@beewatch/shared';
import { decodeJwt } from 'jose';
import { cognitoClient } from '../lib/aws.js';
import { env } from '../lib/env.js';
import { UnauthorizedError } from '../lib/errors.js';

/**
 * Cognito through the confidential app client (ARCHITECTURE.md "Sign-in"): the browser never
 * holds the client or its secret, so the second factor cannot be skipped. The secret is read
 * once per container with DescribeUserPoolClient, never from the environment.
 */
let secret: Promise<string> | undefined;
function clientSecret(): Promise<string> {
  secret ??= cognitoClient()
    .send(
      new DescribeUserPoolClientCommand({
        UserPoolId: env().USER_POOL_ID,
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
        UserPoolId: env().USER_POOL_ID,
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
        UserPoolId: env().USER_POOL_ID,
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
  await cognitoClient().send(
    new AdminUserGlobalSignOutCommand({ UserPoolId: env().USER_POOL_ID, Username: userName }),
  );
}

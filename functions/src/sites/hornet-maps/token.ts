import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { env } from '../../lib/env.js';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.js';

/** Messages of the app map's token check. */
export const TokenMsg = {
  invalid: 'The token is invalid or has expired. Please sign in to the app again',
  mismatch: 'The user id or name does not match the token',
} as const;

/**
 * Issuer of the user pool's tokens: Cognito's `https://cognito-idp.<region>.amazonaws.com/<pool>`
 * (the region is the pool id's prefix), or the local stand-in's endpoint + pool id.
 */
export function issuerOf(
  poolId: string,
  endpoint = process.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
): string {
  if (endpoint) return `${endpoint.replace(/\/+$/, '')}/${poolId}`;
  return `https://cognito-idp.${poolId.split('_')[0]}.amazonaws.com/${poolId}`;
}

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

/**
 * Verifies the access token the app passes on hornetpathapp as API Gateway's JWT authorizer does
 * for the other routes — signature against the pool's JWKS, issuer, expiry, token_use `access`,
 * client_id — and that its `sub` is `userId` and its `username` is `userName` (case-insensitive).
 * Throws UnauthorizedError (401) for a forged or expired token, ForbiddenError (403) for a
 * user id or name that is not the token's.
 */
export async function verifyAppToken(token: string, userId: string, userName: string): Promise<void> {
  const issuer = issuerOf(env().USER_POOL_ID);
  jwks ??= createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  let payload;
  try {
    ({ payload } = await jwtVerify(token, jwks, { issuer }));
  } catch (err) {
    if (err instanceof errors.JOSEError || err instanceof TypeError)
      throw new UnauthorizedError(TokenMsg.invalid);
    throw err;
  }
  if (payload.token_use !== 'access' || payload.client_id !== env().USER_POOL_CLIENT_ID)
    throw new UnauthorizedError(TokenMsg.invalid);
  const name = String(payload.username ?? payload['cognito:username'] ?? '');
  if (payload.sub !== userId || name.toLowerCase() !== userName.toLowerCase())
    throw new ForbiddenError(TokenMsg.mismatch);
}

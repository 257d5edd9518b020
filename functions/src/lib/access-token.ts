import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { env } from './env.js';

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
 * Verifies a user pool access token as API Gateway's JWT authorizer does — signature against
 * the pool's JWKS, issuer, expiry, token_use `access`, client_id — for the public routes that
 * read a token themselves. Returns its claims, or null when it is forged, expired or not an
 * access token of this app client.
 */
export async function verifiedAccessClaims(token: string): Promise<JWTPayload | null> {
  const issuer = issuerOf(env().USER_POOL_ID);
  jwks ??= createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`));
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer });
    if (payload.token_use !== 'access' || payload.client_id !== env().USER_POOL_CLIENT_ID) return null;
    return payload;
  } catch (err) {
    if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
}

import { verifiedAccessClaims } from '../../lib/access-token.js';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.js';

/** Messages of the app map's token check. */
export const TokenMsg = {
  invalid: 'The token is invalid or has expired. Please sign in to the app again',
  mismatch: 'The user id or name does not match the token',
} as const;

/**
 * Verifies the access token the app passes on hornetpathapp as API Gateway's JWT authorizer does
 * for the other routes — signature against the pool's JWKS, issuer, expiry, token_use `access`,
 * client_id — and that its `sub` is `userId` and its `username` is `userName` (case-insensitive).
 * Throws UnauthorizedError (401) for a forged or expired token, ForbiddenError (403) for a
 * user id or name that is not the token's.
 */
export async function verifyAppToken(token: string, userId: string, userName: string): Promise<void> {
  const payload = await verifiedAccessClaims(token);
  if (!payload) throw new UnauthorizedError(TokenMsg.invalid);
  const name = String(payload.username ?? payload['cognito:username'] ?? '');
  if (payload.sub !== userId || name.toLowerCase() !== userName.toLowerCase())
    throw new ForbiddenError(TokenMsg.mismatch);
}

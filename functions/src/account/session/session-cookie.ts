import { serialize } from 'cookie';
import { EncryptJWT, jwtDecrypt } from 'jose';
import * as z from 'zod/mini';
import { $ZodError } from 'zod/v4/core';
import { env } from '../../lib/env.js';
import { sessionCookieKey } from './session-cookie-key.js';

/**
 * The session cookie: HttpOnly, SameSite=Strict, scoped to the account routes, holding the
 * Cognito user name, refresh token and the session end (spec §9: 24 hours from sign-in) in a
 * JWE (jose; dir + A256GCM), so it can be neither read nor edited: a changed user name or end
 * fails decryption. Only CheckLogin and Logout read it; access tokens stay in the page's memory.
 */
export const SESSION_COOKIE = 'bw_session';
const COOKIE_PATH = '/api/account';

const Payload = z.object({
  u: z.string().check(z.minLength(1)),
  r: z.string().check(z.minLength(1)),
  end: z.number().check(z.int()),
});
/** The cookie's content: user name, refresh token and the session end (epoch ms). */
export interface SessionCookie {
  u: string;
  r: string;
  exp: number;
}

/** The Set-Cookie value of a new session cookie ending at `exp` (epoch ms). */
export async function sessionCookie(
  userName: string,
  refreshToken: string,
  exp: number,
  now = Date.now(),
): Promise<string> {
  const value = await new EncryptJWT({ u: userName, r: refreshToken, end: exp })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.ceil(exp / 1000))
    .encrypt(await sessionCookieKey());
  return serialize(SESSION_COOKIE, value, {
    httpOnly: true,
    secure: env().COOKIE_SECURE,
    sameSite: 'strict',
    path: COOKIE_PATH,
    maxAge: Math.max(0, Math.floor((exp - now) / 1000)),
  });
}

export function clearSessionCookie(): string {
  return serialize(SESSION_COOKIE, '', {
    httpOnly: true,
    secure: env().COOKIE_SECURE,
    sameSite: 'strict',
    path: COOKIE_PATH,
    maxAge: 0,
  });
}

/**
 * The session cookie's content, or undefined when absent, forged, edited, malformed or past
 * its end. The end is checked from the encrypted payload, never from the cookie's Max-Age.
 */
export async function readSessionCookie(
  cookies: Record<string, string>,
  now = Date.now(),
): Promise<SessionCookie | undefined> {
  const raw = cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  try {
    const { payload } = await jwtDecrypt(raw, await sessionCookieKey(), {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      currentDate: new Date(now),
    });
    const value = Payload.parse(payload);
    return value.end > now ? { u: value.u, r: value.r, exp: value.end } : undefined;
  } catch (err) {
    if (err instanceof $ZodError || isJoseFailure(err)) return undefined;
    throw err;
  }
}

/** jose's own errors (bad token, wrong key, expired) carry a code starting with ERR_J. */
const isJoseFailure = (err: unknown) => String((err as { code?: unknown }).code ?? '').startsWith('ERR_J');

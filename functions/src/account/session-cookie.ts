import { serialize } from 'cookie';
import { z } from 'zod';
import { env } from '../lib/env.js';

/**
 * The session cookie: HttpOnly, SameSite=Strict, scoped to the account routes, holding the
 * Cognito user name, refresh token and the session end (spec §9: 24 hours from sign-in).
 * Only CheckLogin and Logout read it; access tokens stay in the page's memory.
 */
export const SESSION_COOKIE = 'bw_session';
const COOKIE_PATH = '/api/account';

const Payload = z.object({ u: z.string(), r: z.string(), exp: z.number() });
export type SessionCookie = z.infer<typeof Payload>;

export function sessionCookie(userName: string, refreshToken: string, exp: number, now = Date.now()): string {
  const value = Buffer.from(JSON.stringify({ u: userName, r: refreshToken, exp })).toString('base64url');
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

/** The session cookie's content, or undefined when absent, malformed or past its end. */
export function readSessionCookie(
  cookies: Record<string, string>,
  now = Date.now(),
): SessionCookie | undefined {
  const raw = cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  try {
    const value = Payload.parse(JSON.parse(Buffer.from(raw, 'base64url').toString()));
    return value.exp > now ? value : undefined;
  } catch {
    return undefined;
  }
}

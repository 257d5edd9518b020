import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNIT_TEST_ENV } from '../../testing/unit-env.js';

/** The encrypted session cookie with a key generated in a temporary data folder. */
Object.assign(process.env, UNIT_TEST_ENV, {
  SESSION_COOKIE_KEY_FILE: path.join(mkdtempSync(path.join(tmpdir(), 'bw-cookie-')), 'session-cookie.key'),
});

let cookies: typeof import('./session-cookie.js');
beforeAll(async () => {
  cookies = await import('./session-cookie.js');
});

const valueOf = (setCookie: string) => setCookie.split(';')[0]!.slice('bw_session='.length);
const NOW = Date.parse('2026-05-01T10:00:00Z');
const END = NOW + 24 * 3_600_000;

describe('session cookie', () => {
  it('reads back what it wrote, until the session end', async () => {
    const value = valueOf(await cookies.sessionCookie('controller', 'refresh-token', END, NOW));
    expect(await cookies.readSessionCookie({ bw_session: value }, NOW + 1000)).toEqual({
      u: 'controller',
      r: 'refresh-token',
      exp: END,
    });
    expect(await cookies.readSessionCookie({ bw_session: value }, END + 1)).toBeUndefined();
  });

  it('refuses a cookie edited in any part, and the unsigned JSON of old', async () => {
    const value = valueOf(await cookies.sessionCookie('controller', 'refresh-token', END, NOW));
    const parts = value.split('.');
    for (let i = 0; i < parts.length; i++) {
      if (!parts[i]) continue; // the empty encrypted key of 'dir'
      const edited = parts.map((p, j) =>
        j === i && p ? `${p.slice(0, -2)}${p.endsWith('AA') ? 'BB' : 'AA'}` : p,
      );
      expect(await cookies.readSessionCookie({ bw_session: edited.join('.') }, NOW)).toBeUndefined();
    }
    const json = Buffer.from(JSON.stringify({ u: 'controller', r: 'x', exp: END + 1e9 })).toString(
      'base64url',
    );
    expect(await cookies.readSessionCookie({ bw_session: json }, NOW)).toBeUndefined();
  });
});

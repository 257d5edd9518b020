import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, ErrorCode } from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { expectErrorEnvelope, expectRefused } from '../support/expect-envelope.js';

const api = new PortalApi(inject('baseUrl'));
type Login = {
  IsVerificationCodeSent: boolean;
  CodeSentOn: number | null;
  email: string | null;
  access_token: string | null;
  User: { UserName: string; RoleId: number; RoleDisplayValue: string; expires: string } | null;
};
const login = (body: unknown) => api.call<Login>('POST', 'account/Authenticate', { body });
const otp = (body: unknown) => api.call<Login>('POST', 'account/OtpVerification', { body });
const cookieOf = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]).join('; ');

describe('sign-in', () => {
  it('opens a session for the controller with its role and a 24-hour HttpOnly session cookie', async () => {
    const res = await login({ UserName: 'controller', Password: DEMO_PASSWORD, Platform: 'Web' });
    expect(res.status).toBe(200);
    expect(res.body.data.User).toMatchObject({
      UserName: 'controller',
      RoleId: 47,
      RoleDisplayValue: 'BS Controller',
    });
    expect(res.body.data.access_token).toMatch(/^ey/);
    const expires = Date.parse(res.body.data.User!.expires) - Date.now();
    expect(expires).toBeGreaterThan(23.9 * 3600_000);
    expect(expires).toBeLessThanOrEqual(24 * 3600_000);
    expect(res.cookies[0]).toMatch(/^bw_session=.+HttpOnly.*SameSite=Strict/i);
  });

  it('rejects a wrong password with a 401 envelope and no token', async () => {
    const res = await login({ UserName: 'controller', Password: 'wrong-password' });
    expectErrorEnvelope(res, 401, ErrorCode.Unauthorized, 'Invalid user name or password');
    expect(res.cookies).toEqual([]);
  });

  it.each([
    [{ UserName: '', Password: 'x' }, 'Please enter username'],
    [{ UserName: 'controller', Password: '' }, 'Please enter password'],
    [{ UserName: 42, Password: 'x' }, expect.any(String)],
  ])('validates %j with the spec message', async (body, message) => {
    const res = await login(body);
    expect(res.status).toBe(400);
    expect(res.body.ErrorCode).toBe(ErrorCode.Validation);
    expect(res.body.ErrorMessage).toEqual(message);
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await api.call('POST', 'account/Authenticate', { rawBody: '{"UserName":' });
    expectRefused(res, 400, 'Malformed JSON body');
  });
});

describe('two-step sign-in (admin, by email)', () => {
  const creds = { UserName: 'admin', Password: DEMO_PASSWORD };

  it('sends a code by email, never returns it, and opens the session only with it', async () => {
    const first = await login(creds);
    expect(first.body.data).toMatchObject({
      IsVerificationCodeSent: true,
      CodeSentOn: 2,
      access_token: null,
      User: null,
    });
    expect(first.body.data.email).toBe('ad***@bee.watch.local');
    expect(JSON.stringify(first.body)).not.toMatch(/\b\d{6}\b/);
    const code = await api.latestCode('admin@bee.watch.local');
    const wrong = await otp({ ...creds, Otp: code === '000000' ? '111111' : '000000' });
    expectRefused(wrong, 400, 'Verification code is not valid');
    const ok = await otp({ ...creds, Otp: code });
    expect(ok.status).toBe(200);
    expect(ok.body.data.User?.RoleId).toBe(1);
    const reused = await otp({ ...creds, Otp: code });
    expect(reused.status).toBe(400);
  });

  it('ends the attempt after 5 wrong codes', async () => {
    await login(creds);
    const code = await api.latestCode('admin@bee.watch.local');
    const wrongCode = code === '999999' ? '999998' : '999999';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await otp({ ...creds, Otp: wrongCode })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const late = await otp({ ...creds, Otp: code });
    expect(late.status).toBe(400);
  });

  it('trusts a device for later sign-ins when asked', async () => {
    const SecureKey = `device-${Date.now()}`;
    await login({ ...creds, SecureKey });
    const code = await api.latestCode('admin@bee.watch.local');
    expect((await otp({ ...creds, SecureKey, Secure: true, Otp: code })).status).toBe(200);
    const again = await login({ ...creds, SecureKey });
    expect(again.body.data.IsVerificationCodeSent).toBe(false);
    expect(again.body.data.access_token).toBeTruthy();
  });
});

describe('session restore and logout', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = cookieOf((await login({ UserName: 'controller', Password: DEMO_PASSWORD })).cookies);
  });

  it('CheckLogin restores the session from the cookie', async () => {
    const res = await api.call<Login>('GET', 'account/CheckLogin', { cookie });
    expect(res.status).toBe(200);
    expect(res.body.data.User?.UserName).toBe('controller');
    expect(res.body.data.access_token).toMatch(/^ey/);
  });

  it('CheckLogin without a session is a 401 envelope', async () => {
    const res = await api.call('GET', 'account/CheckLogin');
    expect(res.status).toBe(401);
    expect(res.body.ErrorCode).toBe(ErrorCode.Unauthorized);
  });

  it('Logout clears the cookie', async () => {
    const res = await api.call('POST', 'account/Logout', { cookie });
    expect(res.status).toBe(200);
    expect(res.cookies[0]).toMatch(/^bw_session=;.*Max-Age=0/i);
  });
});

describe('the session cookie cannot be forged or edited', () => {
  let cookie: string;
  let value: string;
  beforeAll(async () => {
    cookie = cookieOf((await login({ UserName: 'controller', Password: DEMO_PASSWORD })).cookies);
    value = cookie.slice('bw_session='.length);
  });
  /** The cookie with one part of its value changed (a few characters near its end). */
  const editedParts = () => {
    const parts = value.split('.');
    return parts.flatMap((p, i) =>
      p
        ? [
            parts
              .map((q, j) => (j === i ? `${q.slice(0, -2)}${q.endsWith('AA') ? 'BB' : 'AA'}` : q))
              .join('.'),
          ]
        : [],
    );
  };
  /** What an attacker writes by hand: the user name and a session end a year away, unsigned. */
  const forged = (UserName: string) =>
    Buffer.from(
      JSON.stringify({ u: UserName, r: 'guessed', exp: Date.now() + 365 * 24 * 3600 * 1000 }),
    ).toString('base64url');

  it('holds nothing readable: no user name, no refresh token, no session end', () => {
    expect(value).not.toContain('controller');
    const decoded = (text: string) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    expect(() => decoded(value)).toThrow();
    // Past the JWE's algorithm header, only encrypted bytes.
    for (const part of value.split('.').slice(1)) expect(() => decoded(part)).toThrow();
  });

  it('an edited or hand-made cookie restores no session (CheckLogin answers 401)', async () => {
    const edited = editedParts();
    expect(edited.length).toBeGreaterThanOrEqual(3);
    for (const bad of [...edited, forged('controller')]) {
      const res = await api.call<Login>('GET', 'account/CheckLogin', { cookie: `bw_session=${bad}` });
      expect(res.status, bad).toBe(401);
      expect(res.body).toMatchObject({ ErrorCode: ErrorCode.Unauthorized, data: null });
    }
    // The genuine cookie still does.
    expect((await api.call('GET', 'account/CheckLogin', { cookie })).status).toBe(200);
  });

  it("an edited or hand-made cookie signs no one out: Logout only clears the caller's cookie", async () => {
    for (const bad of [...editedParts(), forged('controller')]) {
      const res = await api.call('POST', 'account/Logout', { cookie: `bw_session=${bad}` });
      expect(res.status).toBe(200);
      expect(res.cookies[0]).toMatch(/^bw_session=;.*Max-Age=0/i);
    }
    // The user the forged cookies named is still signed in.
    const still = await api.call<Login>('GET', 'account/CheckLogin', { cookie });
    expect(still.status).toBe(200);
    expect(still.body.data.User?.UserName).toBe('controller');
  });
});

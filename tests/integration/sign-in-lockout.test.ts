import { describe, expect, inject, it } from 'vitest';
import {
  DEMO_PASSWORD,
  ErrorCode,
  SecurityMsg,
  type AdminAuditEntry,
  type UserAuditEntry,
} from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { adminToken } from './content-support.js';
import { LOCKED } from './extra-users.js';
import { expectErrorEnvelope } from '../support/expect-envelope.js';

const api = new PortalApi(inject('baseUrl'));
const signIn = (UserName: string, Password: string) =>
  api.call('POST', 'account/Authenticate', { body: { UserName, Password } });
const userAudit = async (token: string) =>
  (await api.call<UserAuditEntry[]>('GET', 'admin/FetchUserAuditDetails', { token })).body.data;
const unlock = (token: string, UserName: string) =>
  api.call('POST', 'admin/UnlockSignIn', { token, body: { UserName } });

describe("the portal's own wrong-password lockout (account/Authenticate)", () => {
  it('locks sign-in after 5 wrong passwords: even the right one is refused, and the User Audit shows the lock', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await signIn(LOCKED, 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const right = await signIn(LOCKED, DEMO_PASSWORD);
    expectErrorEnvelope(right, 429, ErrorCode.TooManyAttempts, SecurityMsg.signInLocked);

    const rows = (await userAudit(await adminToken(api))).filter((r) => r.UserName === LOCKED);
    expect(rows[0]).toMatchObject({ FailAttempt: 5, UnknownUserNames: false });
    const until = Date.parse(rows[0]!.LockedUntil ?? '');
    // 15 minutes from the fifth failure.
    expect(until).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
  });

  it('lets only an Administrator unlock, with an Admin Audit line; then the right password signs in', async () => {
    expect((await unlock(await api.token('controller'), LOCKED)).status).toBe(403);
    expect((await unlock(await api.token('superadmin'), LOCKED)).status).toBe(403);
    const admin = await adminToken(api);
    expect((await unlock(admin, 'nobody-such')).status).toBe(404);
    expect((await signIn(LOCKED, DEMO_PASSWORD)).status).toBe(429);

    const res = await unlock(admin, LOCKED);
    expect(res.status).toBe(200);
    expect((await userAudit(admin)).find((r) => r.UserName === LOCKED)?.LockedUntil).toBeNull();
    expect((await signIn(LOCKED, DEMO_PASSWORD)).status).toBe(200);
    const actions = await api.call<AdminAuditEntry[]>('GET', 'superadmin/FetchAdminAuditDetails', {
      token: await api.token('superadmin'),
    });
    expect(actions.body.data).toContainEqual(
      expect.objectContaining({ ActionName: 'UnlockSignIn', TargetUserName: LOCKED }),
    );
  });

  it('tries at most 5 passwords per step however many requests race', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () => signIn(LOCKED, 'wrong-password').then((r) => r.status)),
    );
    expect(results.filter((s) => s === 401)).toHaveLength(5);
    expect(results.filter((s) => s === 429)).toHaveLength(7);
    expect((await unlock(await adminToken(api), LOCKED)).status).toBe(200);
  });

  it('rejects a malformed unlock with the envelope (400), not a 500', async () => {
    const res = await api.call('POST', 'admin/UnlockSignIn', {
      token: await adminToken(api),
      body: { UserName: 42 },
    });
    expect(res.status).toBe(400);
    expect(res.body.ErrorCode).toBe(ErrorCode.Validation);
  });
});

describe('failed sign-ins with unknown user names (User Audit)', () => {
  const hourOf = (iso: string) => iso.slice(0, 13);

  it('are counted in one row an hour instead of one row each, while known names keep their rows', async () => {
    const admin = await adminToken(api);
    const startHour = hourOf(new Date().toISOString());
    const unknownSince = (rows: UserAuditEntry[]) =>
      rows.filter((r) => r.UnknownUserNames && hourOf(r.AttemptFailDate) >= startHour);
    const before = unknownSince(await userAudit(admin)).reduce((sum, r) => sum + r.FailAttempt, 0);

    const names = Array.from({ length: 30 }, (_, i) => `invented-${Date.now()}-${i}`);
    await api.token('controller'); // a success resets its count
    for (const name of names) expect((await signIn(name, 'whatever-1')).status).toBe(401);
    expect((await signIn('controller', 'wrong-password')).status).toBe(401);

    const rows = await userAudit(admin);
    expect(rows.filter((r) => names.includes(r.UserName))).toEqual([]);
    const unknown = unknownSince(rows);
    expect(unknown.length).toBeLessThanOrEqual(2); // the hour may have turned meanwhile
    expect(unknown.reduce((sum, r) => sum + r.FailAttempt, 0)).toBe(before + 30);
    expect(unknown[0]).toMatchObject({ UserName: '', LockedUntil: null });
    expect(rows.find((r) => r.UserName === 'controller')).toMatchObject({ FailAttempt: 1 });
    await api.token('controller');
  });
});

import { describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, ErrorCode, Role, SecurityMsg } from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { postFrom } from '../support/post-from.js';
import { adminToken } from './content-support.js';
import { TARGET, TWO_STEP } from './extra-users.js';
import { expectErrorEnvelope, expectRefused } from '../support/expect-envelope.js';

const api = new PortalApi(inject('baseUrl'));
const send = (UserName: string) => api.call('POST', 'account/SendUnsubscribeEmail', { body: { UserName } });
const confirm = (UserName: string, VerificationCode: string) =>
  api.call('POST', 'account/Unsubscribe', { body: { UserName, VerificationCode } });
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
const mailsTo = async (email: string) => (await api.outbox()).filter((m) => m.to.includes(email)).length;

describe('unsubscribe cannot disable an account by guessing', () => {
  const email = `${TARGET}@bee.watch.local`;

  it('counts wrong codes across codes and then locks the flow: even the right code is refused', async () => {
    await send(TARGET);
    const first = await api.latestCode(email);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await confirm(TARGET, wrongOf(first))).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);

    // A new code does not give the guesser five fresh tries: the 10th wrong guess locks the flow.
    await send(TARGET);
    const second = await api.latestCode(email);
    for (let i = 0; i < 4; i++) expect((await confirm(TARGET, wrongOf(second))).status).toBe(400);
    const tenth = await confirm(TARGET, wrongOf(second));
    expectErrorEnvelope(tenth, 429, ErrorCode.TooManyAttempts, SecurityMsg.codeFlowLocked);

    await send(TARGET);
    const third = await api.latestCode(email);
    const right = await confirm(TARGET, third);
    expectRefused(right, 429, SecurityMsg.codeFlowLocked);
    // The account is still active.
    expect((await api.token(TARGET)).length).toBeGreaterThan(10);
  });

  it('sends at most 5 codes an hour per user name, answering a known and an unknown name alike', async () => {
    const before = await mailsTo(email);
    const known: number[] = [];
    const unknown: number[] = [];
    // 'target' was sent 3 codes above; 2 more this hour, then 429.
    for (let i = 0; i < 3; i++) known.push((await send(TARGET)).status);
    expect(known).toEqual([200, 200, 429]);
    expect(await mailsTo(email)).toBe(before + 2);
    for (let i = 0; i < 6; i++) unknown.push((await send('nobody-guessed')).status);
    expect(unknown).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await send('nobody-guessed');
    expect(refused.body).toEqual((await send(TARGET)).body);
    expect(refused.body.ErrorMessage).toBe(SecurityMsg.tooManyCodesSent);
  });

  it('sends at most 100 codes an hour per client address, whatever the names', async () => {
    const baseUrl = inject('baseUrl');
    const statuses: number[] = [];
    for (let i = 0; i <= 100; i++)
      statuses.push(
        (await postFrom(baseUrl, '127.0.0.23', 'account/SendUnsubscribeEmail', { UserName: `ghost-${i}` }))
          .status,
      );
    expect(statuses.slice(0, 100).every((s) => s === 200)).toBe(true);
    expect(statuses[100]).toBe(429);
    // Another client is not affected.
    const other = await postFrom(baseUrl, '127.0.0.24', 'account/SendUnsubscribeEmail', {
      UserName: 'ghost-0',
    });
    expect(other.status).toBe(200);
  });
});

describe('code issuance caps and cross-code lockout of the sign-in and two-step flows', () => {
  const baseUrl = inject('baseUrl');
  const creds = { UserName: TWO_STEP, Password: DEMO_PASSWORD };

  it('locks two-step sign-in after 10 wrong codes across codes, even for the right code', async () => {
    const otp = (Otp: string) => api.call('POST', 'account/OtpVerification', { body: { ...creds, Otp } });
    const email = `${TWO_STEP}@bee.watch.local`;
    const statuses: number[] = [];
    for (let round = 0; round < 2; round++) {
      await postFrom(baseUrl, '127.0.0.31', 'account/Authenticate', creds);
      const code = await api.latestCode(email);
      for (let i = 0; i < 5; i++) statuses.push((await otp(wrongOf(code))).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 400, 400, 400, 400, 429]);
    await postFrom(baseUrl, '127.0.0.31', 'account/Authenticate', creds);
    const right = await otp(await api.latestCode(email));
    expectRefused(right, 429, SecurityMsg.codeFlowLocked);
  });

  it('sends at most 20 sign-in codes an hour to a two-step user', async () => {
    // 3 were sent above.
    const statuses: number[] = [];
    for (let i = 0; i < 18; i++)
      statuses.push((await postFrom(baseUrl, '127.0.0.31', 'account/Authenticate', creds)).status);
    expect(statuses.slice(0, 17).every((s) => s === 200)).toBe(true);
    expect(statuses[17]).toBe(429);
    const refused = await postFrom(baseUrl, '127.0.0.31', 'account/Authenticate', creds);
    expect(refused.body.ErrorMessage).toBe(SecurityMsg.tooManyCodesSent);
  });

  it('sends at most 5 two-step enabling codes an hour to a signed-in user', async () => {
    const token = await api.token(TARGET);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await api.call('POST', 'account/SendTwoStepCode', { token, body: {} })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('access codes for administrator-level roles (admin/GenerateAccessCode)', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const generate = (token: string, body: Record<string, unknown>) =>
    api.call<{ RoleID: number; MaxUses: number }>('POST', 'admin/GenerateAccessCode', {
      token,
      body: { ExpiryDate: inDays(180), MaxUses: 1, ...body },
    });

  it('refuses an Administrator a code for Administrator or BSController with a clear 403', async () => {
    const admin = await adminToken(api);
    for (const RoleID of [Role.Administrator, Role.BSController]) {
      const res = await generate(admin, { RoleID });
      expectErrorEnvelope(res, 403, ErrorCode.Forbidden, SecurityMsg.adminCodeNeedsSuperAdministrator);
    }
    // Other roles as before, but never beyond 5 years.
    expect((await generate(admin, { RoleID: Role.ProfessionalBeeKeeper, MaxUses: 1000 })).status).toBe(200);
    const far = await generate(admin, { RoleID: Role.ProfessionalBeeKeeper, ExpiryDate: inDays(3650) });
    expectRefused(far, 400, SecurityMsg.expiryWithinFiveYears);
  });

  it('lets a SuperAdministrator generate one, for one use within a year', async () => {
    const superadmin = await api.token('superadmin');
    const ok = await generate(superadmin, { RoleID: Role.Administrator });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ RoleID: 1, MaxUses: 1 });
    const many = await generate(superadmin, { RoleID: Role.BSController, MaxUses: 1000 });
    expectRefused(many, 400, SecurityMsg.adminCodeOneUse);
    const long = await generate(superadmin, { RoleID: Role.Administrator, ExpiryDate: inDays(3650) });
    expect(long.status).toBe(400);
  });
});

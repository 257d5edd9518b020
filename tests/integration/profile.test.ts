import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, ErrorCode } from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { LEAVER } from './extra-users.js';
import { profileBody } from './registration-body.js';
import { adminToken as signedInAdmin } from './content-support.js';
import { expectRefused } from '../support/expect-envelope.js';

const api = new PortalApi(inject('baseUrl'));
type Detail = Record<string, string | number | null>;
const validProfile = profileBody({
  Salutation: 'Ms',
  FName: 'Iris',
  Initial: 'J',
  LName: 'Inspector',
  CompanyName: 'Apiary Trust',
  State: 'Somerset',
  Email: 'inspector@bee.watch.local',
});

describe('My Profile (account/GetUserDetail, account/UpdateProfile)', () => {
  let token: string;
  beforeAll(async () => {
    token = await api.token('inspector');
  });

  it("returns the caller's own profile with CountryId and Country, whatever the query asks", async () => {
    const res = await api.call<Detail>(
      'GET',
      'account/GetUserDetail?User_Idx=someone-else&UserName=controller',
      {
        token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      UserName: 'inspector',
      FullName: 'Iris Inspector',
      FName: 'Iris',
      LName: 'Inspector',
      RoleId: 20,
      CountryId: 1,
      Country: 'United Kingdom',
      Email: 'inspector@bee.watch.local',
    });
  });

  it.each([
    [{ FName: '' }, 'Please enter First Name'],
    [{ Email: 'not-an-email' }, 'Please enter valid email'],
    [{ ZipCode: '' }, 'Please enter Post Code'],
    [{ ZipCode: 'NOT A CODE' }, 'Please enter a valid Post Code'],
    [{ Mobile1: '12' }, 'Please enter a valid Mobile 1'],
    [{ CountryId: 999 }, 'Please select Country'],
    [{ CompanyName: 'x'.repeat(21) }, expect.stringContaining('CompanyName')],
  ])('refuses %j with 400 and changes nothing', async (change, message) => {
    const res = await api.call('POST', 'account/UpdateProfile', {
      token,
      body: { ...validProfile, ...change },
    });
    expect(res.status).toBe(400);
    expect(res.body.ErrorCode).toBe(ErrorCode.Validation);
    expect(res.body.ErrorMessage).toEqual(message);
    const after = await api.call<Detail>('GET', 'account/GetUserDetail', { token });
    expect(after.body.data.FullName).toBe('Iris Inspector');
    expect(after.body.data.AddressLine1).toBe('');
  });

  it('saves the fields, derives the full name, stores the mobile in E.164 and changes only the caller', async () => {
    const res = await api.call<Detail>('POST', 'account/UpdateProfile', {
      token,
      body: { ...validProfile, Email: 'iris.new@bee.watch.local' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ FullName: 'Iris J Inspector', Mobile1: '+447911123456' });
    const after = await api.call<Detail>('GET', 'account/GetUserDetail', { token });
    // The new email waits for its code (tests/integration/email-change.test.ts).
    expect(after.body.data).toMatchObject({
      ...validProfile,
      Mobile1: '+447911123456',
      Email: 'inspector@bee.watch.local',
      PendingEmail: 'iris.new@bee.watch.local',
      Country: 'United Kingdom',
    });
    // Another user's profile is untouched.
    const other = await api.call<Detail>('GET', 'account/GetUserDetail', {
      token: await api.token('controller'),
    });
    expect(other.body.data).toMatchObject({ UserName: 'controller', AddressLine1: '' });
    // The session shows the new name; put the email back for the other tests.
    const login = await api.call<{ User: { FullName: string } }>('POST', 'account/Authenticate', {
      body: { UserName: 'inspector', Password: DEMO_PASSWORD },
    });
    expect(login.body.data.User.FullName).toBe('Iris J Inspector');
    const back = await api.call('POST', 'account/UpdateProfile', { token, body: validProfile });
    expect(back.status).toBe(200);
  });
});

describe('audit popups (superadmin/FetchAdminAuditDetails, admin/FetchUserAuditDetails)', () => {
  const adminToken = () => signedInAdmin();

  it('lists failed sign-ins of controller in the User Audit with FailAttempt counting up', async () => {
    await api.token('controller'); // a success resets the count
    for (let i = 0; i < 2; i++)
      await api.call('POST', 'account/Authenticate', { body: { UserName: 'controller', Password: 'wrong' } });
    const res = await api.call<{ UserName: string; AttemptFailDate: string; FailAttempt: number }[]>(
      'GET',
      'admin/FetchUserAuditDetails',
      { token: await adminToken() },
    );
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
    const rows = res.body.data.filter((r) => r.UserName === 'controller');
    expect(rows.slice(0, 2).map((r) => r.FailAttempt)).toEqual([2, 1]);
    expect(Date.parse(rows[0]!.AttemptFailDate)).toBeGreaterThan(Date.now() - 60_000);
    await api.token('controller');
  });

  it('gives the SuperAdministrator the admin actions as JSON rows', async () => {
    const res = await api.call<unknown[]>('GET', 'superadmin/FetchAdminAuditDetails', {
      token: await api.token('superadmin'),
    });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data)).toBe(true);
  });

  it('refuses the audits to other roles (403)', async () => {
    const controller = await api.token('controller');
    expect((await api.call('GET', 'superadmin/FetchAdminAuditDetails', { token: controller })).status).toBe(
      403,
    );
    expect((await api.call('GET', 'admin/FetchUserAuditDetails', { token: controller })).status).toBe(403);
    const superadmin = await api.token('superadmin');
    expect((await api.call('GET', 'admin/FetchUserAuditDetails', { token: superadmin })).status).toBe(403);
  });
});

// Last in this file: it disables 'leaver' for good (an integration-only user, see extra-users.ts).
describe('unsubscribe (account/SendUnsubscribeEmail, account/Unsubscribe)', () => {
  const email = `${LEAVER}@bee.watch.local`;
  const send = (UserName: string) => api.call('POST', 'account/SendUnsubscribeEmail', { body: { UserName } });
  const confirm = (UserName: string, VerificationCode: string) =>
    api.call('POST', 'account/Unsubscribe', { body: { UserName, VerificationCode } });
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

  it('validates with the spec messages (an empty code also says Please enter User Name.)', async () => {
    expect((await send('')).body.ErrorMessage).toBe('Please enter User Name.');
    const empty = await confirm(LEAVER, '');
    expectRefused(empty, 400, 'Please enter User Name.');
  });

  it('answers the same for an unknown user and never returns the code', async () => {
    const unknown = await send('nobody-here');
    const known = await send(LEAVER);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(JSON.stringify(known.body)).not.toMatch(/\d{6}/);
    expect((await api.outbox()).some((m) => m.to.includes('nobody-here@bee.watch.local'))).toBe(false);
    expect(await api.latestCode(email)).toMatch(/^\d{6}$/);
  });

  it('refuses a wrong code with 400 and ends the attempt after 5 wrong codes (429)', async () => {
    await send(LEAVER);
    const code = await api.latestCode(email);
    for (let i = 0; i < 4; i++) {
      const res = await confirm(LEAVER, wrongOf(code));
      expectRefused(res, 400, 'Verification code is not valid.');
    }
    expect((await confirm(LEAVER, wrongOf(code))).status).toBe(429);
    // The right code of that attempt no longer works either.
    expect((await confirm(LEAVER, code)).status).toBe(400);
  });

  it('with the right code disables the account: sign-in fails with a clear message', async () => {
    expect((await api.token(LEAVER)).length).toBeGreaterThan(10);
    await send(LEAVER);
    const code = await api.latestCode(email);
    const res = await confirm(LEAVER, code);
    expect(res.status).toBe(200);
    expect(res.body.ErrorCode).toBe(0);
    const login = await api.call('POST', 'account/Authenticate', {
      body: { UserName: LEAVER, Password: DEMO_PASSWORD },
    });
    expectRefused(login, 401, 'This account has been unsubscribed and is disabled.');
    // Single use, and no new code for a disabled account.
    expect((await confirm(LEAVER, code)).status).toBe(400);
    const before = (await api.outbox()).length;
    await send(LEAVER);
    expect((await api.outbox()).length).toBe(before);
    // A SwarmWatch user's unsubscribe is not an administrator's action: the Admin Audit leaves it out.
    const audit = await api.call<{ UserName: string; ActionName: string }[]>(
      'GET',
      'superadmin/FetchAdminAuditDetails',
      { token: await api.token('superadmin') },
    );
    expect(audit.body.data).not.toContainEqual(expect.objectContaining({ UserName: LEAVER }));
  });
});

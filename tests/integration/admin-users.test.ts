import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DEMO_PASSWORD,
  ErrorCode,
  ProfileMsg,
  RegistrationMsg,
  Role,
  UserMsg,
  type ManagedUser,
  type SubscriptionRow,
  type SubscriptionSummary,
  type SuperAdminOverview,
  type UserChange,
  type UserRow,
  type AdminAuditEntry,
  ApiMsg,
  MessageMsg,
} from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { adminToken } from './content-support.js';
import { expectRefused } from '../support/expect-envelope.js';
import { dayFromNow as dayAhead } from '../support/poll.js';

// User management (role-screens §1.2–1.4, §1.13) and the administrators (§2.1–2.3).
const api = new PortalApi(inject('baseUrl'));
let admin = '';
let superadmin = '';

const get = <T>(path: string, token = admin) => api.call<T>('GET', path, { token });
const post = <T>(path: string, body: unknown, token = admin) => api.call<T>('POST', path, { body, token });

/** The edit form's body of a user as admin/GetUser returns them, with `changes`. */
async function editBody(userName: string, changes: Record<string, unknown> = {}) {
  const u = (await get<ManagedUser>(`admin/GetUser?UserName=${userName}`)).body.data;
  return {
    UserName: u.UserName,
    Salutation: u.Salutation,
    FName: u.FName,
    Initial: u.Initial,
    LName: u.LName,
    Sex: u.Sex,
    strDOB: u.strDOB,
    AddressLine1: u.AddressLine1,
    AddressLine2: u.AddressLine2,
    Town: u.Town,
    State: u.State,
    ZipCode: u.ZipCode ?? '',
    CompanyName: u.OrganizationName ?? '',
    CountryId: u.CountryId ?? 1,
    Mobile1: u.Mobile1,
    Mobile2: u.Mobile2,
    Email: u.Email,
    ConfirmEmail: u.Email,
    Alert_Email_Address: u.Alert_Email_Address,
    LandLine1: u.LandLine1,
    LandLine2: u.LandLine2,
    InsurancePolicyNumber: u.InsurancePolicyNumber,
    RoleID: u.RoleID,
    IsTestUser: u.IsTestUser,
    BBKAApprovedswarmcollector: u.BBKAApprovedswarmcollector,
    IsActive: u.IsActive,
    ExpiryDate: u.ExpiryDate,
    ...changes,
  };
}

const history = async (userName: string) =>
  (await get<UserChange[]>(`admin/UserHistory?UserName=${userName}`)).body.data;
const adminAudit = async () =>
  (await get<AdminAuditEntry[]>('superadmin/FetchAdminAuditDetails', superadmin)).body.data;
/** Whether the Admin Audit has a line of `action` by `actor` on `target` (the action's name alone, the account apart). */
const audited = async (action: string, target: string, actor?: string) =>
  (await adminAudit()).some(
    (a) => a.ActionName === action && a.TargetUserName === target && (!actor || a.UserName === actor),
  );

beforeAll(async () => {
  admin = await adminToken(api);
  superadmin = await api.token('superadmin');
});

describe('admin/userlist: account/FetchAllUser and the export', () => {
  it('finds the demo beekeeper by text, never lists a SuperAdministrator', async () => {
    const res = await get<UserRow[]>('account/FetchAllUser?Text=bea%20keeper');
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.UserName)).toEqual(['beekeeper']);
    expect(res.body.data[0]).toMatchObject({ RoleName: 'ProfessionalBeeKeeper', Status: 'Active' });
    const all = await get<UserRow[]>('account/FetchAllUser?RecordPerPage=100');
    expect(all.body.data.some((r) => r.RoleName === 'SuperAdministrator')).toBe(false);
  });

  it('pages with NextToken without repeating or skipping a user', async () => {
    const seen: string[] = [];
    let token: string | null | undefined;
    do {
      const res = await get<UserRow[]>(
        `account/FetchAllUser?RecordPerPage=3${token ? `&NextToken=${encodeURIComponent(token)}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(3);
      seen.push(...res.body.data.map((r) => r.UserName));
      token = res.body.NextToken;
    } while (token);
    const all = (await get<UserRow[]>('account/FetchAllUser?RecordPerPage=100')).body.data.map(
      (r) => r.UserName,
    );
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('filters by role, status, test users and expiry range', async () => {
    const bees = await get<UserRow[]>(
      `account/FetchAllUser?RoleID=${Role.ProfessionalBeeKeeper}&RecordPerPage=100`,
    );
    expect(bees.body.data.length).toBeGreaterThan(0);
    expect(bees.body.data.every((r) => r.RoleName === 'ProfessionalBeeKeeper')).toBe(true);
    const expired = await get<UserRow[]>('account/FetchAllUser?Status=Expired&RecordPerPage=100');
    expect(expired.body.data.map((r) => r.UserName)).toContain('gen-expired');
    expect(expired.body.data.every((r) => r.Status === 'Expired')).toBe(true);
    const inactive = await get<UserRow[]>('account/FetchAllUser?Status=Inactive&RecordPerPage=100');
    expect(inactive.body.data.map((r) => r.UserName)).toContain('gen-inactive');
    const tests = await get<UserRow[]>('account/FetchAllUser?TestOnly=true&RecordPerPage=100');
    expect(tests.body.data.map((r) => r.UserName)).toEqual(['gen-testuser']);
    const soon = await get<UserRow[]>(
      `account/FetchAllUser?ExpiryFrom=${dayAhead(0)}&ExpiryTo=${dayAhead(20)}&RecordPerPage=100`,
    );
    expect(soon.body.data.map((r) => r.UserName)).toContain('gen-expiring');
    expect(soon.body.data.map((r) => r.UserName)).not.toContain('gen-expired');
  });

  it('refuses bad filters (400) and other roles (403)', async () => {
    expect((await get('account/FetchAllUser?Status=Sleeping')).status).toBe(400);
    expect((await get('account/FetchAllUser?RoleID=999')).status).toBe(400);
    expect((await get('account/FetchAllUser', superadmin)).status).toBe(403);
    expect((await get('account/FetchAllUser', await api.token('beekeeper'))).status).toBe(403);
  });

  it('exports the filtered users and audits the export of personal data', async () => {
    const res = await get<UserRow[]>(`admin/ExportUsers?RoleID=${Role.NonBeeKeeper}`);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r) => r.UserName)).toContain('gen-expiring');
    const audit = await adminAudit();
    expect(
      audit.some(
        (a) =>
          a.UserName === 'admin' &&
          a.ActionName === 'ExportUsers' &&
          a.RowCount === res.body.data.length &&
          a.TargetUserName === '',
      ),
    ).toBe(true);
  });
});

describe('admin/edituser: admin/GetUser, admin/UpdateUser, admin/UserHistory', () => {
  it("changes the demo beekeeper's subscription expiry, and the change is in the audit", async () => {
    const newDay = dayAhead(800);
    const res = await post<ManagedUser>(
      'admin/UpdateUser',
      await editBody('beekeeper', { ExpiryDate: newDay }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.ErrorMessage).toBe('Data saved');
    expect(res.body.data.ExpiryDate).toBe(newDay);
    expect(res.body.data.SubscriptionExpiry).toBe(`${newDay}T23:59:59.999Z`);
    const change = (await history('beekeeper')).find((c) => c.ActionName === 'ChangeExpiry');
    expect(change).toMatchObject({ ActorUserName: 'admin' });
    expect(change!.Detail).toContain(newDay);
    expect(await audited('ChangeExpiry', 'beekeeper', 'admin')).toBe(true);
    // The subscription index follows: the user is found by the new expiry.
    const found = await get<UserRow[]>(`account/FetchAllUser?ExpiryFrom=${newDay}&ExpiryTo=${newDay}`);
    expect(found.body.data.map((r) => r.UserName)).toEqual(['beekeeper']);
  });

  it('refuses bad input with the spec message and writes nothing', async () => {
    const before = (await history('beekeeper')).length;
    const mismatch = await post(
      'admin/UpdateUser',
      await editBody('beekeeper', { ConfirmEmail: 'other@x.org' }),
    );
    expectRefused(mismatch, 400, RegistrationMsg.emailMatch);
    const zip = await post(
      'admin/UpdateUser',
      await editBody('beekeeper', { ZipCode: 'ZZ99 9ZZ', FName: 'Changed' }),
    );
    expectRefused(zip, 400, RegistrationMsg.validPostCode);
    const extra = await post('admin/UpdateUser', { ...(await editBody('beekeeper')), Password: 'x' });
    expect(extra.status).toBe(400);
    expect((await history('beekeeper')).length).toBe(before);
    expect((await get<ManagedUser>('admin/GetUser?UserName=beekeeper')).body.data.FName).not.toBe('Changed');
  });

  it('refuses an email another account has (409)', async () => {
    const res = await post(
      'admin/UpdateUser',
      await editBody('beekeeper', {
        Email: 'pesticide@bee.watch.local',
        ConfirmEmail: 'pesticide@bee.watch.local',
      }),
    );
    expectRefused(res, 409, UserMsg.emailTaken);
  });

  it('leaves administrators to a SuperAdministrator (403) and answers 404 for no such user', async () => {
    const controller = await post('admin/UpdateUser', await editBody('controller'));
    expectRefused(controller, 403, UserMsg.adminsBySuperAdministrator);
    const promote = await post(
      'admin/UpdateUser',
      await editBody('gen-expiring', { RoleID: Role.Administrator }),
    );
    expect(promote.status).toBe(403);
    expect((await get('admin/GetUser?UserName=superadmin')).status).toBe(200);
    const sup = await post('admin/SetUserActive', { UserName: 'superadmin', IsActive: false });
    expectRefused(sup, 403, UserMsg.superAdminNotHere);
    expect((await get('admin/GetUser?UserName=nobody-here')).status).toBe(404);
    expect(
      (await post('admin/UpdateUser', await editBody('gen-expiring'), await api.token('beekeeper'))).status,
    ).toBe(403);
  });
});

describe('admin/adduser, role changes and activation', () => {
  const NEW = 'added-by-admin';
  const email = `${NEW}@example.org`;

  it('adds a user with an invitation, refuses a taken name or email and an administrator role', async () => {
    const body = {
      ...(await editBody('gen-expiring')),
      UserName: NEW,
      FName: 'Addie',
      LName: 'Added',
      Email: email,
      ConfirmEmail: email,
      RoleID: Role.SwarmWatch,
      ExpiryDate: dayAhead(365),
      SendInvitation: true,
    };
    const res = await post<ManagedUser>('admin/AddUser', body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ UserName: NEW, RoleName: 'SwarmWatch', Status: 'Active' });
    const invite = (await api.outbox()).find((m) => m.to.includes(email));
    expect(invite?.body).toContain(NEW);
    expect((await history(NEW))[0]).toMatchObject({ ActionName: 'AddUser' });
    expect((await post('admin/AddUser', body)).status).toBe(409);
    expect(
      (await post('admin/AddUser', { ...body, UserName: 'other-new', RoleID: Role.BSController })).status,
    ).toBe(403);
    const noName = await post('admin/AddUser', { ...body, UserName: '' });
    expectRefused(noName, 400, RegistrationMsg.enterUserName);
  });

  it('moves the Cognito group on a role change: the user signs in with the new role', async () => {
    const res = await post<ManagedUser>(
      'admin/UpdateUser',
      await editBody(NEW, { RoleID: Role.ProfessionalBeeKeeper }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.RoleName).toBe('ProfessionalBeeKeeper');
    expect((await history(NEW)).find((c) => c.ActionName === 'ChangeRole')).toMatchObject({
      Detail: 'SwarmWatch → ProfessionalBeeKeeper',
    });
    // The user chooses a password through forgot-password, as the invitation says.
    await api.call('POST', 'common/Forgotpassword', { body: { UserName: NEW, AppType: 'Web' } });
    const VerificationCode = await api.latestCode(email);
    await api.call('POST', 'common/ForgotPasswordToken', { body: { UserName: NEW, VerificationCode } });
    const reset = await api.call('POST', 'common/ResetPassword', {
      body: { UserName: NEW, VerificationCode, NewPassword: DEMO_PASSWORD },
    });
    expect(reset.status).toBe(200);
    const signIn = await api.call<{ User: { RoleId: number } }>('POST', 'account/Authenticate', {
      body: { UserName: NEW, Password: DEMO_PASSWORD },
    });
    expect(signIn.body.data.User.RoleId).toBe(Role.ProfessionalBeeKeeper);
  });

  it('deactivates (sign-in refused) and activates again, audited', async () => {
    expect((await post('admin/SetUserActive', { UserName: NEW, IsActive: false })).status).toBe(200);
    const refused = await api.call('POST', 'account/Authenticate', {
      body: { UserName: NEW, Password: DEMO_PASSWORD },
    });
    expect(refused.body.ErrorCode).not.toBe(ErrorCode.Success);
    expect(refused.body.ErrorMessage).toBe(ProfileMsg.accountDisabled);
    expect((await get<UserRow[]>(`account/FetchAllUser?Text=${NEW}`)).body.data[0]?.Status).toBe('Inactive');
    expect((await post('admin/SetUserActive', { UserName: NEW, IsActive: true })).status).toBe(200);
    expect((await api.token(NEW)).length).toBeGreaterThan(0);
    expect((await history(NEW)).slice(0, 2).map((c) => c.ActionName)).toEqual([
      'ActivateUser',
      'DeactivateUser',
    ]);
  });
});

describe('admin/expirednonactiverenewuser', () => {
  const list = async (name: string, extra = '') =>
    (
      await get<SubscriptionRow[]>(`admin/SubscriptionList?List=${name}&RecordPerPage=100${extra}`)
    ).body.data.map((r) => r.UserName);

  it('lists expiring, expired, non-active and renewed users', async () => {
    expect(await list('expiring')).toContain('gen-expiring');
    expect(await list('expiring')).not.toContain('gen-expired');
    expect(await list('expired')).toContain('gen-expired');
    expect(await list('nonactive')).toContain('gen-nonactive');
    expect(await list('renewed')).toContain('gen-renewed');
    expect(await list('renewed', `&RoleID=${Role.NonBeeKeeper}`)).not.toContain('gen-renewed');
    const rows = (await get<SubscriptionRow[]>('admin/SubscriptionList?List=renewed')).body.data;
    const renewed = rows.find((r) => r.UserName === 'gen-renewed')!;
    expect(renewed.RenewedWithAccessCode).toBe('GENERATEDDEMO');
    // Retention: personal data kept until 6 months after the later of last activity and expiry.
    expect(renewed.RetainUntil > renewed.SubscriptionExpiry.slice(0, 10)).toBe(true);
  });

  it('summarises by role', async () => {
    const res = await get<SubscriptionSummary>('admin/SubscriptionSummary');
    expect(res.status).toBe(200);
    const row = (role: string) => res.body.data.Rows.find((r) => r.RoleName === role)!;
    expect(row('ProfessionalBeeKeeper').Expired).toBeGreaterThanOrEqual(1);
    expect(row('NonBeeKeeper').Expiring).toBeGreaterThanOrEqual(1);
    expect(row('SwarmWatch').NonActive).toBeGreaterThanOrEqual(1);
    expect(res.body.data.Rows.some((r) => r.RoleName === 'SuperAdministrator')).toBe(false);
  });

  it('sends renewal reminders and extends subscriptions, audited; refuses an empty selection and a past date', async () => {
    const sent = await post<{ Count: number }>('admin/SendRenewalReminder', { UserNames: ['gen-expired'] });
    expect(sent.body).toMatchObject({ ErrorMessage: UserMsg.remindersSent, data: { Count: 1 } });
    expect((await api.outbox()).find((m) => m.to.includes('gen-expired@bee.watch.local'))?.subject).toContain(
      'Renew',
    );
    const empty = await post('admin/SendRenewalReminder', { UserNames: [] });
    expectRefused(empty, 400, UserMsg.selectUsers);
    const past = await post('admin/ExtendSubscription', {
      UserNames: ['gen-expiring'],
      ExpiryDate: '2020-01-01',
    });
    expect(past.status).toBe(400);
    const day = dayAhead(400);
    const ext = await post<{ Count: number }>('admin/ExtendSubscription', {
      UserNames: ['gen-expiring'],
      ExpiryDate: day,
    });
    expect(ext.body.data.Count).toBe(1);
    expect(await list('expiring')).not.toContain('gen-expiring');
    expect((await history('gen-expiring')).map((c) => c.ActionName)).toContain('ChangeExpiry');
    expect(
      (await post('admin/ExtendSubscription', { UserNames: ['controller'], ExpiryDate: day })).status,
    ).toBe(403);
    expect((await get('admin/SubscriptionList?List=expired', superadmin)).status).toBe(403);
  });
});

/** The body of superadmin/AddAdmin for a new administrator with two-step and no expiry. */
const newAdmin = (userName: string, firstName: string, lastName: string) => ({
  UserName: userName,
  FName: firstName,
  LName: lastName,
  Email: `${userName}@example.org`,
  ConfirmEmail: `${userName}@example.org`,
  Mobile1: '',
  CompanyName: 'Bee.Watch',
  CountryId: 1,
  ExpiryDate: '',
  RequireTwoStep: true,
});

describe('superadmin/index, addadmin, editadmin', () => {
  it('lists the administrators with their two-step state and actions, and users per role', async () => {
    const res = await get<SuperAdminOverview>('superadmin/FetchAdmins', superadmin);
    expect(res.status).toBe(200);
    const names = res.body.data.Admins.map((a) => a.UserName);
    expect(names).toEqual(expect.arrayContaining(['admin', 'superadmin']));
    expect(names).not.toContain('beekeeper');
    expect(res.body.data.Admins.find((a) => a.UserName === 'admin')!.ActionsLast30Days).toBeGreaterThan(0);
    expect(res.body.data.Alerts.WithoutTwoStep).toContain('superadmin');
    expect((await get('superadmin/FetchAdmins')).status).toBe(403);
  });

  it('creates an administrator (only a SuperAdministrator), edits and deactivates it, audited', async () => {
    const body = newAdmin('second-admin', 'Sec', 'Ond');
    expect((await post('superadmin/AddAdmin', body)).status).toBe(403);
    const res = await post<ManagedUser>('superadmin/AddAdmin', body, superadmin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ RoleName: 'Administrator', TwoStepMode: 2 });
    const bad = await post(
      'superadmin/AddAdmin',
      { ...body, UserName: 'third-admin', CompanyName: '' },
      superadmin,
    );
    expectRefused(bad, 400, RegistrationMsg.enterOrganisation);

    const edit = await post<ManagedUser>(
      'superadmin/EditAdmin',
      { ...body, ConfirmEmail: body.Email, IsActive: false, ResetTwoStep: true },
      superadmin,
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data).toMatchObject({ Status: 'Inactive', TwoStepMode: 0 });
    expect(await audited('AddAdmin', 'second-admin', 'superadmin')).toBe(true);
    expect(await audited('DeactivateAdmin', 'second-admin', 'superadmin')).toBe(true);
    // The account's history names the role it was added with (the web translates it).
    expect((await history('second-admin')).find((c) => c.ActionName === 'AddAdmin')).toMatchObject({
      Detail: 'Administrator',
    });
    expect((await get('superadmin/GetAdmin?UserName=beekeeper', superadmin)).status).toBe(404);

    // The deactivated administrator is no longer a message recipient (home/newmessage).
    const vq = await api.token('vqadmin');
    const offered = await api.call<{ UserName: string }[]>(
      'GET',
      'common/GetMessageRecipients?Search=second',
      {
        token: vq,
      },
    );
    expect(offered.body.data.map((r) => r.UserName)).not.toContain('second-admin');
    const sent = await api.call('POST', 'common/SendDeviceMessage', {
      token: vq,
      body: { ToUserName: 'second-admin', Title: 'Hello', Body: 'Are you there?' },
    });
    expectRefused(sent, 400, MessageMsg.recipientInactive);
  });

  it('refuses over-long values with a message naming the field, never Invalid input', async () => {
    const body = newAdmin('long-admin', 'Lo', 'Ng');
    const cases: [Record<string, string>, string][] = [
      [{ CompanyName: 'x'.repeat(21) }, UserMsg.organisationTooLong],
      [{ FName: 'x'.repeat(51) }, UserMsg.firstNameTooLong],
      [{ LName: 'x'.repeat(51) }, UserMsg.lastNameTooLong],
      [{ Mobile1: '0'.repeat(21) }, UserMsg.mobile1TooLong],
    ];
    for (const [change, message] of cases) {
      const res = await post('superadmin/AddAdmin', { ...body, ...change }, superadmin);
      expectRefused(res, 400, message);
      expect(res.body.ErrorMessage).not.toBe(ApiMsg.invalidInput);
    }
    const me = (await get<ManagedUser>('superadmin/GetAdmin?UserName=second-admin', superadmin)).body.data;
    const edit = await post(
      'superadmin/EditAdmin',
      { ...body, UserName: me.UserName, Email: me.Email, ConfirmEmail: me.Email, LName: 'y'.repeat(60) },
      superadmin,
    );
    expectRefused(edit, 400, UserMsg.lastNameTooLong);
    expect((await get('superadmin/GetAdmin?UserName=long-admin', superadmin)).status).toBe(404);
  });

  it('refuses a past expiry on add and a new past expiry on edit, catalogued', async () => {
    const yesterday = dayAhead(-1);
    const body = {
      UserName: 'past-admin',
      FName: 'Pa',
      LName: 'St',
      Email: 'past-admin@example.org',
      ConfirmEmail: 'past-admin@example.org',
      Mobile1: '',
      CompanyName: 'Bee.Watch',
      CountryId: 1,
      ExpiryDate: yesterday,
      RequireTwoStep: true,
    };
    expectRefused(await post('superadmin/AddAdmin', body, superadmin), 400, UserMsg.expiryNotPast);
    expect((await get('superadmin/GetAdmin?UserName=past-admin', superadmin)).status).toBe(404);

    const me = (await get<ManagedUser>('superadmin/GetAdmin?UserName=second-admin', superadmin)).body.data;
    const editBody = {
      ...body,
      UserName: me.UserName,
      Email: me.Email,
      ConfirmEmail: me.Email,
      IsActive: me.IsActive,
      ResetTwoStep: false,
    };
    expectRefused(await post('superadmin/EditAdmin', editBody, superadmin), 400, UserMsg.expiryNotPast);
    const today = await post<ManagedUser>(
      'superadmin/EditAdmin',
      { ...editBody, ExpiryDate: dayAhead(0) },
      superadmin,
    );
    expect(today.status, JSON.stringify(today.body)).toBe(200);
    expect(today.body.data.ExpiryDate).toBe(dayAhead(0));
  });

  it('never deactivates the last active SuperAdministrator', async () => {
    const me = (await get<ManagedUser>('superadmin/GetAdmin?UserName=superadmin', superadmin)).body.data;
    const res = await post(
      'superadmin/EditAdmin',
      {
        UserName: 'superadmin',
        FName: me.FName,
        LName: me.LName,
        Email: me.Email,
        ConfirmEmail: me.Email,
        Mobile1: '',
        CompanyName: 'Bee.Watch',
        CountryId: 1,
        ExpiryDate: me.ExpiryDate,
        RequireTwoStep: false,
        IsActive: false,
        ResetTwoStep: false,
      },
      superadmin,
    );
    expectRefused(res, 400, UserMsg.lastSuperAdministrator);
    const direct = await post('admin/SetUserActive', { UserName: 'superadmin', IsActive: false }, superadmin);
    expect(direct.status).toBe(400);
    expect((await api.token('superadmin')).length).toBeGreaterThan(0);
  });
});

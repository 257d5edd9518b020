import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DashboardSummary,
  ROLE_NAMES,
  Role,
  SwarmStatus,
  TreatmentStatus,
  type RoleName,
} from '@beewatch/shared';
import { DEMO_USERS } from '../../scripts/local/demo-users.js';
import { PortalApi } from '../support/api.js';
import { TEST_PRODUCTS } from './pesticide-products.js';
import { registrationBody } from './registration-body.js';
import { adminToken as signedInAdmin } from './content-support.js';
import { expectErrorEnvelope } from '../support/expect-envelope.js';
import { postSwarmReport } from '../support/swarm-report.js';

// admin/DashboardSummary (admin/index): only an Administrator reads it, and each figure matches
// what the portal holds — read back through the screens that list the same things — and moves
// when the thing it counts is added, used, revoked or cancelled.
const baseUrl = inject('baseUrl');
const api = new PortalApi(baseUrl);
const DEMO_KEY = 'bwk_demo-local-swarm-form-key-000001';
const DAY = 86_400_000;
const day = (inDays: number) => new Date(Date.now() + inDays * DAY).toISOString().slice(0, 10);

const tokens: Record<string, string> = {};
let adminToken = '';

async function summary(): Promise<DashboardSummary> {
  const res = await api.call<DashboardSummary>('GET', 'admin/DashboardSummary', { token: adminToken });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return DashboardSummary.parse(res.body.data);
}

/** Every row of a paged list (RecordPerPage + NextToken). */
async function allPages<T>(path: string, token: string, query = ''): Promise<T[]> {
  const rows: T[] = [];
  let next: string | null | undefined;
  do {
    const qs = `?RecordPerPage=100${query}${next ? `&NextToken=${encodeURIComponent(next)}` : ''}`;
    const res = await api.call<T[]>('GET', `${path}${qs}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rows.push(...res.body.data);
    next = res.body.NextToken;
  } while (next);
  return rows;
}

const usersOf = (s: DashboardSummary, role: RoleName) =>
  s.UsersByRole.find((r) => r.RoleName === role)!.Count;
const byStatus = (s: DashboardSummary, status: number) =>
  s.SwarmReports.ByStatus.find((r) => r.Status === status)!.Count;

beforeAll(async () => {
  adminToken = await signedInAdmin();
  for (const user of [
    'superadmin',
    'controller',
    'vqadmin',
    'iwas',
    'bystander',
    'pesticide',
    'coordinator',
    'spraylaison',
  ])
    tokens[user] = await api.token(user);
});

describe('who may read the dashboard', () => {
  it('refuses a call without a token (401 envelope)', async () => {
    const res = await api.call('GET', 'admin/DashboardSummary');
    expect(res.status).toBe(401);
    expect(res.body.ErrorCode).not.toBe(0);
    expect(res.body.data).toBeNull();
  });

  it.each(['superadmin', 'controller', 'vqadmin', 'iwas', 'bystander', 'pesticide'])(
    'refuses %s (403)',
    async (user) => {
      const res = await api.call('GET', 'admin/DashboardSummary', { token: tokens[user] });
      expectErrorEnvelope(res, 403, 3, 'You are not allowed to do this');
    },
  );

  it('answers the Administrator with figures only (the strict schema, every role and status listed)', async () => {
    const res = await api.call<DashboardSummary>('GET', 'admin/DashboardSummary', { token: adminToken });
    expect(res.status).toBe(200);
    const s = DashboardSummary.parse(res.body.data);
    expect(s.UsersByRole.map((r) => r.RoleName)).toEqual(ROLE_NAMES);
    expect(s.SwarmReports.ByStatus.map((r) => r.Status)).toEqual(Object.values(SwarmStatus));
    // No user name, email or reporter's detail travels with the figures.
    const json = JSON.stringify(res.body.data);
    for (const u of DEMO_USERS) expect(json).not.toContain(u.userName);
    expect(json).not.toContain('@');
  });
});

describe('the figures', () => {
  it("counts every seeded demo user's role", async () => {
    const s = await summary();
    for (const role of ROLE_NAMES) {
      const demo = DEMO_USERS.filter((u) => u.role === role).length;
      expect(usersOf(s, role), role).toBeGreaterThanOrEqual(demo);
    }
    // Seven demo swarm collectors beside `beekeeper` (scripts/local/seed-swarm.ts).
    expect(usersOf(s, 'ProfessionalBeeKeeper')).toBeGreaterThanOrEqual(8);
  });

  it('counts unused access codes as the access code list shows them, and follows a new code and its use', async () => {
    const before = await summary();
    const codes = await allPages<{ Uses: number; ExpiryDate: string }>('admin/AccessCodeList', adminToken);
    expect(before.UnusedAccessCodes).toBe(
      codes.filter((c) => c.Uses === 0 && c.ExpiryDate > before.GeneratedAt).length,
    );

    const created = await api.call<{ AccessCode: string }>('POST', 'admin/GenerateAccessCode', {
      token: adminToken,
      body: { RoleID: Role.iWAS, ExpiryDate: day(365), MaxUses: 1 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const withCode = await summary();
    expect(withCode.UnusedAccessCodes).toBe(before.UnusedAccessCodes + 1);

    // Registering with it uses the code and adds an iWAS user.
    const userName = `dashiwas${Date.now().toString(36)}`;
    const registered = await api.call('POST', 'account/Register', {
      body: registrationBody(userName, created.body.data.AccessCode, 'Hive-Dash-2026!', {
        RoleID: Role.iWAS,
        strDOB: '1985-03-02',
        Salutation: 'Mr',
        FName: 'Ian',
        Initial: '',
        LName: 'Was',
        Sex: 'Male',
        CompanyName: 'Hive Watch Ltd',
        Mobile1: '07400 123457',
        InsurancePolicyNumber: '',
        BBKAApprovedswarmcollector: false,
      }),
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const after = await summary();
    expect(after.UnusedAccessCodes).toBe(before.UnusedAccessCodes);
    expect(usersOf(after, 'iWAS')).toBe(usersOf(before, 'iWAS') + 1);
  });

  it('counts active API keys as the key list shows them, and follows a new key and its revocation', async () => {
    const before = await summary();
    const keys = await allPages<{ RevokedAt: string | null }>('admin/ApiKeyList', adminToken);
    expect(before.ActiveApiKeys).toBe(keys.filter((k) => !k.RevokedAt).length);
    const key = await api.call<{ ApiKey: string }>('POST', 'admin/GenerateApiKey', {
      token: adminToken,
      body: { Owner: 'Dashboard test site', AllowedOrigin: 'https://www.example.org' },
    });
    expect(key.status).toBe(200);
    expect((await summary()).ActiveApiKeys).toBe(before.ActiveApiKeys + 1);
    const revoked = await api.call('POST', 'admin/RevokeApiKey', {
      token: adminToken,
      body: { ApiKey: key.body.data.ApiKey },
    });
    expect(revoked.status).toBe(200);
    expect((await summary()).ActiveApiKeys).toBe(before.ActiveApiKeys);
  });

  it('counts a failed sign-in of a known user and one with an unknown user name', async () => {
    const before = await summary();
    const wrong = await api.call('POST', 'account/Authenticate', {
      body: { UserName: 'iwas', Password: 'Not-The-Password-1!' },
    });
    expect(wrong.status).toBe(401);
    const unknown = await api.call('POST', 'account/Authenticate', {
      body: { UserName: `nobody${Date.now().toString(36)}`, Password: 'Not-The-Password-1!' },
    });
    expect(unknown.status).toBe(401);
    const after = await summary();
    expect(after.FailedSignIns.Total).toBe(before.FailedSignIns.Total + 2);
    expect(after.FailedSignIns.UnknownUserNames).toBe(before.FailedSignIns.UnknownUserNames + 1);
    // A good sign-in clears iwas's consecutive failures again.
    await api.token('iwas');
  });

  it("counts the week's swarm reports by status as the coordinator's list shows them, and a new report", async () => {
    type Row = { CreatedAt: string; Status: number; ImageState: string };
    const before = await summary();
    const rows = await allPages<Row>('beewatchagent/SwarmNotificationList', tokens.coordinator!);
    // Sent out: without a photo, or with one that passed its checks.
    const sent = rows.filter((r) => r.ImageState === 'none' || r.ImageState === 'checked');
    const since = (days: number) => new Date(Date.parse(before.GeneratedAt) - days * DAY).toISOString();
    const week = sent.filter((r) => r.CreatedAt >= since(7));
    expect(before.SwarmReports.Total).toBe(week.length);
    for (const status of Object.values(SwarmStatus))
      expect(byStatus(before, status), `status ${status}`).toBe(
        week.filter((r) => r.Status === status).length,
      );
    expect(before.SwarmsUnadopted).toBe(
      sent.filter(
        (r) =>
          (r.Status === SwarmStatus.New || r.Status === SwarmStatus.ReNotify) &&
          r.CreatedAt >= since(30) &&
          r.CreatedAt <= since(1),
      ).length,
    );

    const res = await postSwarmReport(baseUrl, DEMO_KEY, {
      Name: 'Dana Dashboard',
      PostCode: 'GU1 4AB',
      Address: '12 Quarry Street',
      PhoneNo: '07400 900555',
      Description: `Swarm in the hedge, dashboard test ${Date.now()}`,
    });
    expect(res.status).toBe(200);
    const after = await summary();
    expect(after.SwarmReports.Total).toBe(before.SwarmReports.Total + 1);
    expect(byStatus(after, SwarmStatus.New)).toBe(byStatus(before, SwarmStatus.New) + 1);
    // Just in: not yet waiting 24 h.
    expect(after.SwarmsUnadopted).toBe(before.SwarmsUnadopted);
  });

  it("counts the next 7 days' spray notifications as the liaison's list shows them, without cancelled ones", async () => {
    const before = await summary();
    const today = before.GeneratedAt.slice(0, 10);
    const sixDaysOn = new Date(Date.parse(today) + 6 * DAY).toISOString().slice(0, 10);
    const listed = await api.call<{ Status: number }[]>(
      'GET',
      `beewatchagent/SprayNotificationList?FromDate=${today}&ToDate=${sixDaysOn}`,
      { token: tokens.spraylaison },
    );
    expect(listed.status).toBe(200);
    expect(before.SprayNotificationsAhead).toBe(
      listed.body.data.filter((n) => n.Status !== TreatmentStatus.Cancel).length,
    );
    // The seed schedules one treatment today (scripts/local/seed-sites.ts).
    expect(before.SprayNotificationsAhead).toBeGreaterThanOrEqual(1);

    const fields = await api.call<{ FieldID: string }[]>('GET', 'pesticide/TreatmentFieldList', {
      token: tokens.pesticide,
    });
    const schedule = (TreatmentDate: string, extra: Record<string, unknown> = {}) =>
      api.call<{ TreatmentScheduleID: string }>('POST', 'pesticide/AddOrUpdateTreatmentSchedule', {
        token: tokens.pesticide,
        body: {
          FieldID: fields.body.data[0]!.FieldID,
          TreatmentDate,
          TimeOfDay: 2,
          PesticideType: 3,
          ProductID: TEST_PRODUCTS['Dashboard test product'],
          Notes: '',
          Status: TreatmentStatus.Pending,
          ...extra,
        },
      });
    const soon = await schedule(day(3));
    expect(soon.status, JSON.stringify(soon.body)).toBe(200);
    const later = await schedule(day(8));
    expect(later.status).toBe(200);
    expect((await summary()).SprayNotificationsAhead).toBe(before.SprayNotificationsAhead + 1);

    const cancelled = await schedule(day(3), {
      TreatmentScheduleID: soon.body.data.TreatmentScheduleID,
      Status: TreatmentStatus.Cancel,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await summary()).SprayNotificationsAhead).toBe(before.SprayNotificationsAhead);
  });
});

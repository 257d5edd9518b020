/**
 * DynamoDB round trips per request of every list route, against the portal started as
 * `npm start` does (own port from 4750, own data folder, seeded demo data) with
 * BW_COUNT_DDB_CALLS=1: the local runtime then counts the commands each request's handler sends
 * (scripts/local/ddb-call-counter.ts, an SDK middleware) and answers them in headers.
 *
 * A list route is a route of the table that pages (`paged`) or answers an array: every GET, and
 * the POST list reads (the tracking histories); POSTs that write are left out. Each is called as
 * each demo role it admits, with its smallest valid query or body, for its first page and, when a
 * NextToken comes back, its second. Prints route, role, page, commands and the goal (≤ 2: one
 * Query plus at most one counter read), then the routes over the goal with the reason found in
 * their code. Never fails on a figure (exit 1 only when broken).
 */
import { DEMO_PASSWORD, ROUTES, type RouteDef } from '@beewatch/shared';
import * as z from 'zod/mini';
import { DDB_CALLS_HEADER, DDB_COMMANDS_HEADER } from '../scripts/local/ddb-call-counter.js';
import { DEMO_USERS } from '../scripts/local/demo-users.js';
import { PortalApi } from '../tests/support/api.js';
import { measureOnPortal } from './portal.js';

const GOAL = 2;

/** Other list pages whose answer is an object holding the list (the inspector's worklist). */
const LIST_OBJECTS = new Set([
  'beeinspector/DomainApiaries',
  'beeinspector/DomainSummary',
  'beekeeper/AreaSwarms',
]);

/**
 * Why the domain-wide lists keep one Query per area unit rather than a domain partition: a
 * domain is a set of units an administrator changes at any time, and a unit belongs to the
 * domain of every holder of the role there, so a domain-keyed copy of each record would be one
 * copy per holder, and adding or removing a unit would re-key every record of it (thousands of
 * items, past one transaction's 100: the list would be wrong while it runs).
 */
const DOMAIN_WIDE =
  'kept per unit: a domain partition would need a copy of each record per domain holding its unit, re-keyed (thousands of items, not one transaction) whenever an administrator changes a domain’s units';

/**
 * Why a route needs more than one Query and one counter read, from its code (functions/src):
 * keyed by route path. Printed for every route over the goal; a route over the goal without an
 * entry prints 'reason not recorded'.
 */
const REASONS: Record<string, string> = {
  'superadmin/FetchAdminAuditDetails':
    'the audit is partitioned by month: one Query per month of the last 3 until 100 rows',
  'admin/FetchUserAuditDetails':
    'one Query per month of the last 3 (audit partitioned by month), then a BatchGet of the named users’ sign-in locks',
  'admin/ExportUsers':
    'an export, not a page: the whole selection (Query + BatchGet of profiles per page of users) and a TransactWrite of the Admin Audit line',
  'beekeeper/SprayTreatmentHistory':
    'the alerts hold only the notification id: one BatchGet of the schedules and the conversation threads, plus one of the mixtures and products when the schedules name them',
  'common/GetMessageRecipients':
    'the user index is keyed per role: one Query per role the caller may write to (in parallel, 12 for administrators), then a BatchGet of the profiles; one partition of everyone a role may write to would need a copy of each user per writing role, re-keyed whenever the reach rule or a role changes',
  'beewatchagent/SwarmCollectorList': `a domain lookup first (GetItem), then per area unit of the domain one Query of the collectors based there and one of the season’s reports (in parallel), then one BatchGet of members and profiles; ${DOMAIN_WIDE}`,
  'beeinspector/DomainApiaries': `the inspector’s worklist: a domain lookup first, then per area unit one Query of its apiaries and one of its inspections (in parallel), then a BatchGet of the keepers; ${DOMAIN_WIDE}`,
  'inspector/GetInspections': `a domain lookup first, then one Query of inspections per area unit of the domain (the index is keyed by unit and day; in parallel), then a BatchGet of the keepers; ${DOMAIN_WIDE}`,
  'beeinspector/DomainSummary': `the inspector’s domain in figures: a domain lookup first, then per area unit one Query of its apiaries and one of this season’s inspections (in parallel, the worklist’s keys), alongside them one Query of every bee inspector’s domain (byKind: the neighbours are those holding a unit near this one), then one BatchGet of the neighbours’ names when there are any; ${DOMAIN_WIDE}`,
  'beekeeper/AreaSwarms':
    'the caller’s profile (GetItem: the post code is the area, never taken from the request), then one Query of the last 30 days’ reports per postcode district within 10 km of it (in parallel; reports are keyed by district, as collectors are alerted by district)',
  'beewatchagent/SprayHistory':
    'the liaison’s domain (GetItem: its area units decide which notifications are in it), one Query of notifications by date, then one BatchGet of the alerts’ send tallies and the farmers’ profiles',
  'beewatchagent/FetchTrackingHistory':
    'page Query + total counter GetItem, and alongside them one Query of the categories to show each record under its category’s current name (the names change when an administrator renames a category; a copy in each record would need every record rewritten)',
};

interface Ids {
  apiaryId?: string;
  trackingId?: string;
}

/** The smallest valid input of a route (query for GET, body for POST), or undefined to skip it. */
function inputOf(route: RouteDef, ids: Ids): Record<string, unknown> | undefined {
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  switch (route.path) {
    case 'admin/UserHistory':
      return { UserName: 'beekeeper' };
    case 'admin/SubscriptionList':
      return { List: 'expiring' };
    case 'admin/SearchQrLabels':
      return { By: 'beekeeper', Value: 'beekeeper' };
    case 'admin/UserGuideList':
      return { RoleID: 14, LanguageID: 1 };
    case 'inspector/ApiaryColonies':
      return ids.apiaryId ? { ApiaryID: ids.apiaryId } : undefined;
    case 'beewatchagent/GetEscalationSends':
      return ids.trackingId ? { id: ids.trackingId } : undefined;
    case 'inspector/GetInspections':
    case 'beewatchagent/SprayNotificationList':
    case 'beewatchagent/SprayHistory':
      return { FromDate: yearAgo, ToDate: today };
    case 'admin/SwarmThanksList':
      return { FromDate: `${yearAgo}T00:00:00Z`, ToDate: `${today}T23:59:59Z` };
    default:
      return {};
  }
}

const isArray = (schema: z.ZodMiniType): boolean =>
  schema instanceof z.ZodMiniArray ||
  (schema instanceof z.ZodMiniUnion &&
    (schema.def.options as z.ZodMiniType[]).some((o) => o instanceof z.ZodMiniArray));

/** The list routes of the table, in its order; those needing an id found by another list last. */
function listRoutes(): RouteDef[] {
  const routes = (ROUTES as readonly RouteDef[]).filter(
    (r) =>
      r.roles !== 'public' &&
      (LIST_OBJECTS.has(r.path) ||
        (r.method === 'GET' && (r.paged || isArray(r.response))) ||
        (r.method === 'POST' && r.paged)),
  );
  const later = new Set(['inspector/ApiaryColonies', 'beewatchagent/GetEscalationSends']);
  return [...routes.filter((r) => !later.has(r.path)), ...routes.filter((r) => later.has(r.path))];
}

interface Measure {
  status: number;
  calls: number;
  commands: string;
  body: { ErrorCode: number; ErrorMessage: string; data: unknown; NextToken?: string | null };
}

async function measure(
  base: string,
  route: RouteDef,
  token: string,
  input: Record<string, unknown>,
): Promise<Measure> {
  const get = route.method === 'GET';
  const qs = get ? new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString() : '';
  const res = await fetch(`${base}/api/${route.path}${qs ? `?${qs}` : ''}`, {
    method: route.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: get ? undefined : JSON.stringify(input),
  });
  const calls = res.headers.get(DDB_CALLS_HEADER);
  if (calls === null) throw new Error(`${route.path}: no ${DDB_CALLS_HEADER} header (counting is off)`);
  return {
    status: res.status,
    calls: Number(calls),
    commands: res.headers.get(DDB_COMMANDS_HEADER) ?? '',
    body: (await res.json()) as Measure['body'],
  };
}

/** Access token of a demo user; `admin` signs in with the code the outbox received. */
async function tokenOf(api: PortalApi, userName: string, twoStep: number): Promise<string> {
  if (!twoStep) return api.token(userName);
  await api.call('POST', 'account/Authenticate', { body: { UserName: userName, Password: DEMO_PASSWORD } });
  const Otp = await api.latestCode(`${userName}@bee.watch.local`);
  const res = await api.call<{ access_token: string }>('POST', 'account/OtpVerification', {
    body: { UserName: userName, Password: DEMO_PASSWORD, Otp },
  });
  if (!res.body.data?.access_token)
    throw new Error(`${userName} sign-in failed: ${JSON.stringify(res.body)}`);
  return res.body.data.access_token;
}

/** Ids later routes need: an apiary of the inspector's worklist, a record of the controller's list. */
function noteIds(route: RouteDef, data: unknown, ids: Ids) {
  if (route.path === 'beeinspector/DomainApiaries')
    ids.apiaryId ??= (data as { Apiaries?: { ApiaryID?: string }[] }).Apiaries?.[0]?.ApiaryID;
  if (route.path === 'beewatchagent/FetchTrackingHistory' && Array.isArray(data))
    ids.trackingId ??= (data as { HornetTrackingID?: string }[])[0]?.HornetTrackingID;
}

/** Signs in every demo user and calls each list route as each of its roles, one or two pages. */
async function roundTrips(base: string) {
  const api = new PortalApi(base);
  const tokens = new Map<string, { userName: string; token: string }>();
  for (const user of DEMO_USERS)
    tokens.set(user.role, {
      userName: user.userName,
      token: await tokenOf(api, user.userName, user.twoStep),
    });

  const ids: Ids = {};
  const rows: { route: string; role: string; page: number; m: Measure }[] = [];
  const skipped: string[] = [];
  for (const route of listRoutes()) {
    for (const role of route.roles as readonly string[]) {
      const user = tokens.get(role);
      if (!user) continue;
      const input = inputOf(route, ids);
      if (!input) {
        skipped.push(`${route.path} (no id to ask for in the demo data)`);
        break;
      }
      const first = await measure(base, route, user.token, input);
      rows.push({ route: route.path, role: user.userName, page: 1, m: first });
      if (first.status === 200) noteIds(route, first.body.data, ids);
      if (first.status === 200 && route.paged && first.body.NextToken) {
        const second = await measure(base, route, user.token, {
          ...input,
          NextToken: first.body.NextToken,
        });
        rows.push({ route: route.path, role: user.userName, page: 2, m: second });
      }
    }
  }

  console.log(
    `\nDynamoDB round trips per list request (goal ≤ ${GOAL}: one Query plus at most one counter read)`,
  );
  console.log(
    `  ${'route'.padEnd(40)} ${'role'.padEnd(12)} page status calls  ${'commands'.padEnd(36)} goal`,
  );
  for (const { route, role, page, m } of rows) {
    const ok = m.calls <= GOAL;
    console.log(
      `  ${route.padEnd(40)} ${role.padEnd(12)} ${String(page).padStart(4)} ${String(m.status).padStart(6)} ${String(m.calls).padStart(5)}  ${m.commands.padEnd(36)} ${ok ? '✔' : '✘'}${m.status === 200 ? '' : `  (${m.body.ErrorMessage})`}`,
    );
  }
  for (const s of skipped) console.log(`  skipped: ${s}`);

  const over = new Map<string, { max: number; commands: string }>();
  for (const { route, m } of rows) {
    if (m.calls <= GOAL) continue;
    const seen = over.get(route);
    if (!seen || m.calls > seen.max) over.set(route, { max: m.calls, commands: m.commands });
  }
  const routes = new Set(rows.map((r) => r.route)).size;
  console.log(
    `\n  ${routes - over.size} of ${routes} list routes at or under ${GOAL} round trips on every call`,
  );
  if (over.size) {
    console.log(`  Over the goal (most round trips seen, and why):`);
    for (const [route, { max, commands }] of over)
      console.log(`    ${route}: ${max} (${commands}): ${REASONS[route] ?? 'reason not recorded'}`);
  }
  const broken = rows.filter((r) => r.m.status >= 500);
  if (broken.length) throw new Error(`${broken.length} list calls answered 5xx`);
}

// BW_ROUND_TRIPS_URL measures a portal already running with BW_COUNT_DDB_CALLS=1.
measureOnPortal(
  {
    name: 'round-trips',
    basePort: 4750,
    reuseUrl: process.env.BW_ROUND_TRIPS_URL,
    env: { BW_COUNT_DDB_CALLS: '1' },
    timeoutMs: 240_000,
  },
  roundTrips,
);

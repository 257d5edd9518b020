import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTES, type RoleName } from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { adminToken } from './content-support.js';

/**
 * Strict input on every POST route of the route table: a malformed body (not JSON, not an
 * object, null, too deep, too long a list) or a wrong-typed one answers 4xx with the envelope,
 * never 500, and the wrong types of JSON are never coerced into a stored value.
 */
const baseUrl = inject('baseUrl');
const api = new PortalApi(baseUrl);

/** A demo user of each role (README "Demo sign-ins"). */
const USER_OF: Record<RoleName, string> = {
  BSController: 'controller',
  Administrator: 'admin',
  SuperAdministrator: 'superadmin',
  BeeInspector: 'inspector',
  NonBeeKeeper: 'pesticide',
  ProfessionalBeeKeeper: 'beekeeper',
  SwarmWatch: 'swarmwatch',
  SwarmCoordinator: 'coordinator',
  SprayLaison: 'spraylaison',
  ByStander: 'bystander',
  VQAdministrator: 'vqadmin',
  iWAS: 'iwas',
} as Record<RoleName, string>;

const tokens = new Map<string, string>();
async function tokenFor(user: string): Promise<string> {
  if (!tokens.has(user)) tokens.set(user, user === 'admin' ? await adminToken(api) : await api.token(user));
  return tokens.get(user)!;
}

/** A body with the fields of the portal's forms, every one of the wrong JSON type. */
const WRONG_TYPES = {
  TimeOfDay: true,
  PesticideType: '3',
  Status: '3',
  RadiusKm: '010',
  Hives: [],
  AreaHectares: '2',
  Latitude: '51.2',
  Longitude: [],
  RoleID: '1',
  LanguageID: true,
  CountryId: '1',
  Platform: '2',
  SortOrder: '1',
  MaxUses: '10',
  PageIndex: '1',
  RecordPerPage: [],
  UserName: 42,
  Password: [],
  Name: {},
  PostCode: 1,
  IDs: 'x',
  Recipients: 'x',
  IsRead: 'true',
};

const MALFORMED: [string, string][] = [
  ['not JSON', '{"UserName":'],
  ['null', 'null'],
  ['an array', '[]'],
  ['a number', '42'],
  ['a string', '"x"'],
  ['a 1,000-deep array', `{"IDs":${'['.repeat(1000)}${']'.repeat(1000)}}`],
  [
    'a list of 10,001 items',
    JSON.stringify({ IDs: Array.from({ length: 10_001 }, () => '01ARZ3NDEKTSV4RRFFQ69G5FAV') }),
  ],
];

/** Routes that read no body at all: only a malformed body is refused there. */
const NO_BODY = new Set(['account/Logout', 'account/SendTwoStepCode']);

async function post(path: string, rawBody: string, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${baseUrl}/api/${path}`, { method: 'POST', headers, body: rawBody });
  return {
    status: res.status,
    body: (await res.json()) as { ErrorCode: number; ErrorMessage: string; data: unknown },
  };
}

const postRoutes = ROUTES.filter((r) => r.method === 'POST');

beforeAll(async () => {
  for (const route of postRoutes) if (route.roles !== 'public') await tokenFor(USER_OF[route.roles[0]!]);
});

describe('every POST route refuses malformed and wrong-typed JSON bodies with a 4xx envelope', () => {
  it.each(postRoutes.map((r) => [r.path, r] as const))('%s', async (_path, route) => {
    const token = route.roles === 'public' ? undefined : tokens.get(USER_OF[route.roles[0]!]);
    for (const [name, raw] of MALFORMED) {
      const res = await post(route.path, raw, token);
      expect([name, res.status >= 400 && res.status < 500]).toEqual([name, true]);
      expect(res.body.ErrorCode).not.toBe(0);
      expect(res.body.data).toBeNull();
    }
    const wrong = await post(route.path, JSON.stringify(WRONG_TYPES), token);
    expect(wrong.status).toBeLessThan(500);
    expect(wrong.body.ErrorCode === 0).toBe(NO_BODY.has(route.path));
  });
});

describe('no coercion of wrong JSON types: 400 and nothing stored', () => {
  it('refuses "RadiusKm":"010" and keeps the saved collection area', async () => {
    const token = await tokenFor('beekeeper');
    const before = await api.call('GET', 'beekeeper/GetCollectionArea', { token });
    const res = await api.call('POST', 'beekeeper/SaveCollectionArea', {
      token,
      body: { PostCode: 'GU1', RadiusKm: '010' },
    });
    expect(res.status).toBe(400);
    expect(res.body.ErrorCode).toBe(1);
    expect((await api.call('GET', 'beekeeper/GetCollectionArea', { token })).body.data).toEqual(
      before.body.data,
    );
  });

  it('refuses "Hives":[] and adds no apiary', async () => {
    const token = await tokenFor('beekeeper');
    const count = async () =>
      ((await api.call<unknown[]>('GET', 'beekeeper/MyApiaries', { token })).body.data ?? []).length;
    const before = await count();
    const body = { Name: 'Coerced hives', Latitude: 51.25, Longitude: -0.56, Hives: [] };
    const res = await api.call('POST', 'beekeeper/AddOrUpdateApiary', { token, body });
    expect(res.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('refuses "TimeOfDay":true and schedules nothing', async () => {
    const token = await tokenFor('pesticide');
    const fields = await api.call<{ FieldID: string }[]>('GET', 'pesticide/TreatmentFieldList', { token });
    const list = async () =>
      (await api.call<unknown[]>('GET', 'pesticide/TreatmentScheduleList', { token })).body.data.length;
    const before = await list();
    const body = {
      FieldID: fields.body.data[0]!.FieldID,
      TreatmentDate: '2030-06-01',
      TimeOfDay: true,
      PesticideType: 1,
      Product: 'Coerced',
    };
    const res = await api.call('POST', 'pesticide/AddOrUpdateTreatmentSchedule', { token, body });
    expect(res.status).toBe(400);
    expect(await list()).toBe(before);
  });

  it('answers a null body on swarm/SwarmAlertNotification with 400, not 500', async () => {
    const res = await fetch(`${baseUrl}/api/swarm/SwarmAlertNotification`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        HeaderToken: 'bwk_demo-local-swarm-form-key-000001',
        Origin: 'http://localhost:8080',
      },
      body: 'null',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ ErrorCode: 1, data: null });
  });
});

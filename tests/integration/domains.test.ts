import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DOMAIN_CHANGE_MAX, DomainMsg, SwarmMsg, type Domain } from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { adminToken } from './content-support.js';
import { CORNWALL_COORDINATOR } from './extra-users.js';
import { expectRefused } from '../support/expect-envelope.js';
import { postSwarmReport } from '../support/swarm-report.js';
import { pollUntil } from '../support/poll.js';

// Domains (role-screens §0.5): an Administrator assigns area units; the holder reads their own;
// a swarm report no collector covers alerts the coordinator whose domain holds its district.
const baseUrl = inject('baseUrl');
const api = new PortalApi(baseUrl);
const DEMO_KEY = 'bwk_demo-local-swarm-form-key-000001';
let admin = '';

const getDomain = (userName: string, token = admin) =>
  api.call<Domain>('GET', `admin/GetUserDomain?UserName=${encodeURIComponent(userName)}`, { token });
const setDomain = (body: unknown, token = admin) =>
  api.call<Domain>('POST', 'admin/SetUserDomain', { body, token });

/** Posts a public swarm report at `postCode` through the demo key (as the embedded form does). */
async function reportAt(postCode: string, description: string) {
  const res = await postSwarmReport<{ HandledBy: string | null }>(baseUrl, DEMO_KEY, {
    Name: 'Rita Reporter',
    PostCode: postCode,
    Address: '1 Lemon Street',
    PhoneNo: '07400 900555',
    Description: description,
  });
  return res.body;
}

/** How many emails each address got whose subject names `place` (the coordinators' alert does). */
async function alertsAbout(place: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const m of await api.outbox())
    if (m.channel === 'email' && (m.subject ?? '').includes(place))
      counts.set(m.to[0]!, (counts.get(m.to[0]!) ?? 0) + 1);
  return counts;
}

/** The alerts about `place` once `expected` more have gone out than `before` counted. */
async function alertsAfter(place: string, before: Map<string, number>, expected: number) {
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  return pollUntil(
    () => alertsAbout(place),
    (now) => total(now) - total(before) >= expected,
    8000,
    150,
  );
}

beforeAll(async () => {
  admin = await adminToken(api);
});

describe('admin/SetUserDomain and GetUserDomain', () => {
  it('assigns a coordinator area units, each with its place, and the holder reads the same domain', async () => {
    const saved = await setDomain({
      UserName: CORNWALL_COORDINATOR,
      Name: 'Cornwall',
      AreaUnits: ['tr1', 'TR2', 'TR2'],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      UserName: CORNWALL_COORDINATOR,
      RoleName: 'SwarmCoordinator',
      Name: 'Cornwall',
    });
    expect(saved.body.data.Units.map((u) => u.AreaUnit)).toEqual(['TR1', 'TR2']);
    expect(saved.body.data.Units[0]).toMatchObject({ PlaceName: 'Truro', Country: 'GB' });
    expect((await getDomain(CORNWALL_COORDINATOR)).body.data.Units).toHaveLength(2);
    const own = await api.call<Domain>('GET', 'common/GetMyDomain', {
      token: await api.token(CORNWALL_COORDINATOR),
    });
    expect(own.status).toBe(200);
    expect(own.body.data.Units.map((u) => u.AreaUnit)).toEqual(['TR1', 'TR2']);
  });

  it('refuses an unknown area unit, a role without a domain, an unknown user and wrong types, changing nothing', async () => {
    const before = (await getDomain(CORNWALL_COORDINATOR)).body.data;
    const unknown = await setDomain({
      UserName: CORNWALL_COORDINATOR,
      Name: 'Cornwall',
      AreaUnits: ['TR1', 'ZZ9'],
    });
    expectRefused(unknown, 400, `${DomainMsg.unitUnknown}: ZZ9`);
    const beekeeper = await setDomain({ UserName: 'beekeeper', Name: 'Mine', AreaUnits: ['GU1'] });
    expectRefused(beekeeper, 400, DomainMsg.notDomainRole);
    expect((await setDomain({ UserName: 'nobody.here', Name: 'X', AreaUnits: [] })).status).toBe(404);
    for (const body of [
      { UserName: CORNWALL_COORDINATOR, Name: 'Cornwall', AreaUnits: 'TR1' },
      { UserName: CORNWALL_COORDINATOR, Name: 7, AreaUnits: [] },
      { UserName: CORNWALL_COORDINATOR, Name: 'Cornwall', AreaUnits: [], Extra: true },
    ]) {
      const res = await setDomain(body);
      expect(res.status).toBe(400);
      expect(res.body.ErrorCode).not.toBe(0);
    }
    expect((await getDomain(CORNWALL_COORDINATOR)).body.data).toEqual(before);
  });

  it(`refuses more than ${DOMAIN_CHANGE_MAX} units added or removed in one save (one transaction)`, async () => {
    // 100 real units: Paris's 20 codes postaux and 80 districts of Surrey and Sussex.
    const paris = Array.from({ length: 20 }, (_, i) => String(75001 + i));
    const gu = [...Array.from({ length: 35 }, (_, i) => `GU${i + 1}`)];
    const kt = Array.from({ length: 24 }, (_, i) => `KT${i + 1}`);
    const rh = [...Array.from({ length: 20 }, (_, i) => `RH${i + 1}`), 'GU46'];
    const units = [...paris, ...gu, ...kt, ...rh];
    expect(units).toHaveLength(100);
    // Cornwall's two units out and these hundred in: 102 changes.
    const res = await setDomain({
      UserName: CORNWALL_COORDINATOR,
      Name: 'Too much at once',
      AreaUnits: units,
    });
    expectRefused(res, 400, DomainMsg.tooManyChanges);
    const kept = (await getDomain(CORNWALL_COORDINATOR)).body.data;
    expect(kept.Name).toBe('Cornwall');
    expect(kept.Units.map((u) => u.AreaUnit)).toEqual(['TR1', 'TR2']);
  });

  it('is for Administrators only', async () => {
    const coordinator = await api.token('coordinator');
    expect(
      (await setDomain({ UserName: 'coordinator', Name: 'Mine', AreaUnits: ['GU1'] }, coordinator)).status,
    ).toBe(403);
    expect((await getDomain('coordinator', coordinator)).status).toBe(403);
    expect(
      (await api.call('GET', 'common/GetMyDomain', { token: await api.token('beekeeper') })).status,
    ).toBe(403);
  });
});

describe('a report no collector covers', () => {
  const CORNWALL = `${CORNWALL_COORDINATOR}@bee.watch.local`;
  const DEMO = 'coordinator@bee.watch.local';

  it("alerts the coordinator whose Swarm Domain holds the report's district, and no other", async () => {
    const before = await alertsAbout('Truro');
    const res = await reportAt('TR1 2AA', `Swarm in Truro, domain test ${Date.now()}`);
    expect(res.ErrorMessage).toBe(SwarmMsg.withCoordinator);
    expect(res.data.HandledBy).toBe('Coordinator');
    const after = await alertsAfter('Truro', before, 1);
    // Let any stray send arrive before counting the others.
    await new Promise((r) => setTimeout(r, 500));
    const settled = await alertsAbout('Truro');
    expect((after.get(CORNWALL) ?? 0) - (before.get(CORNWALL) ?? 0)).toBe(1);
    expect(settled.get(DEMO) ?? 0).toBe(before.get(DEMO) ?? 0);
  });

  it('alerts every coordinator where no domain holds the district, so no report goes unseen', async () => {
    const before = await alertsAbout('Penzance');
    const res = await reportAt('TR18 4AA', `Swarm in Penzance, domain test ${Date.now()}`);
    expect(res.data.HandledBy).toBe('Coordinator');
    const after = await alertsAfter('Penzance', before, 2);
    expect((after.get(CORNWALL) ?? 0) - (before.get(CORNWALL) ?? 0)).toBe(1);
    expect((after.get(DEMO) ?? 0) - (before.get(DEMO) ?? 0)).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Inspection, InspectorDomainSummary, InspectorWorkspace } from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { expectRefused } from '../support/expect-envelope.js';
import { NEIGHBOUR_INSPECTOR } from './extra-users.js';

// beeinspector/DomainSummary (role-screens §8.2) against the seeded demo: the demo inspector's
// 21 Surrey districts counted per unit — the same apiaries, keepers, colonies, season's
// inspections and open standstills the worklist (beeinspector/DomainApiaries) and the history
// hold — and a second inspector whose domain is set next to it listed as a neighbour.
const api = new PortalApi(inject('baseUrl'));
const admin = inject('adminToken');
let inspector = '';

const summary = async (token = inspector) =>
  api.call<InspectorDomainSummary>('GET', 'beeinspector/DomainSummary', { token });
const setDomain = (UserName: string, Name: string, AreaUnits: string[]) =>
  api.call('POST', 'admin/SetUserDomain', { token: admin, body: { UserName, Name, AreaUnits } });

beforeAll(async () => {
  inspector = await api.token('inspector');
});

afterAll(async () => {
  await setDomain(NEIGHBOUR_INSPECTOR, 'Weald (test)', []);
});

describe('beeinspector/DomainSummary', () => {
  it('refuses every role but BeeInspector (403) and a call without a token (401)', async () => {
    for (const user of ['coordinator', 'spraylaison', 'beekeeper', 'controller', 'bystander'])
      expectRefused(await summary(await api.token(user)), 403, 'You are not allowed to do this');
    expectRefused(await summary(admin), 403, 'You are not allowed to do this');
    expect((await api.call('GET', 'beeinspector/DomainSummary')).status).toBe(401);
  });

  it("counts the demo inspector's domain as the seed holds it: per unit and in total", async () => {
    const res = await summary();
    expect(res.status).toBe(200);
    const s = res.body.data;
    const ws = (
      await api.call<InspectorWorkspace>('GET', 'beeinspector/DomainApiaries', { token: inspector })
    ).body.data;
    expect(s.DomainName).toBe('Surrey inspection area (demo)');
    expect(s.Units).toHaveLength(21);
    expect(s.Season).toBe(new Date().getUTCFullYear());

    // The seeded apiaries (Bea Keeper's and the generated Cal Clandon's), all in the domain.
    const names = ws.Apiaries.map((a) => a.Name);
    for (const n of ['Merrow Downs', 'Shalford Meadow', 'Farnham Heath', 'West Clandon orchard (generated)'])
      expect(names).toContain(n);
    const keepers = new Set(ws.Apiaries.map((a) => a.BeekeeperUserName.toLowerCase()));
    expect(s.Totals.Apiaries).toBe(ws.Apiaries.length);
    expect(s.Totals.Beekeepers).toBe(keepers.size);
    expect(s.Totals.Beekeepers).toBeGreaterThanOrEqual(2);
    expect(s.Totals.Colonies).toBe(ws.Apiaries.reduce((n, a) => n + a.Colonies, 0));
    // West Clandon's laboratory-confirmed EFB case keeps its standstill open.
    expect(s.Totals.OpenStandstills).toBe(ws.Figures.StandstillsOpen);
    expect(s.Totals.OpenStandstills).toBeGreaterThanOrEqual(1);

    // Per unit: the worklist's apiaries of each unit; the units add up to the totals.
    for (const u of s.Units) {
      const here = ws.Apiaries.filter((a) => a.AreaUnit === u.AreaUnit);
      expect(u.Apiaries, u.AreaUnit).toBe(here.length);
      expect(u.Colonies, u.AreaUnit).toBe(here.reduce((n, a) => n + a.Colonies, 0));
      expect(u.Beekeepers, u.AreaUnit).toBe(new Set(here.map((a) => a.BeekeeperUserName.toLowerCase())).size);
    }
    const sum = (k: 'Apiaries' | 'Colonies' | 'InspectionsThisSeason' | 'OpenStandstills') =>
      s.Units.reduce((n, u) => n + u[k], 0);
    expect(sum('Apiaries')).toBe(s.Totals.Apiaries);
    expect(sum('Colonies')).toBe(s.Totals.Colonies);
    expect(sum('InspectionsThisSeason')).toBe(s.Totals.InspectionsThisSeason);
    expect(sum('OpenStandstills')).toBe(s.Totals.OpenStandstills);

    // Inspections this season: the history of the calendar year, unit by unit.
    const today = new Date().toISOString().slice(0, 10);
    const history = await api.call<Inspection[]>(
      'GET',
      `inspector/GetInspections?FromDate=${s.Season}-01-01&ToDate=${today}`,
      { token: inspector },
    );
    expect(history.status).toBe(200);
    expect(s.Totals.InspectionsThisSeason).toBe(history.body.data.length);
    for (const u of s.Units)
      expect(u.InspectionsThisSeason, u.AreaUnit).toBe(
        history.body.data.filter((i) => i.AreaUnit === u.AreaUnit).length,
      );
  });

  it('lists a bee inspector holding districts next to the domain by name, with those districts only', async () => {
    expect((await summary()).body.data.Neighbours.map((n) => n.UserName)).not.toContain(NEIGHBOUR_INSPECTOR);
    // RH6 (Horley) and RH7 (Lingfield) border the demo domain's RH1/RH2; TR1 (Truro) is far away.
    expect((await setDomain(NEIGHBOUR_INSPECTOR, 'Weald (test)', ['RH6', 'RH7', 'TR1'])).status).toBe(200);
    const s = (await summary()).body.data;
    expect(s.NeighbourRadiusKm).toBe(10);
    expect(s.Neighbours).toContainEqual({
      UserName: NEIGHBOUR_INSPECTOR,
      Name: 'Wendy Weald',
      Units: ['RH6', 'RH7'],
    });
    // The caller is never their own neighbour, and no contact detail travels.
    expect(s.Neighbours.map((n) => n.UserName.toLowerCase())).not.toContain('inspector');
    expect(JSON.stringify(s.Neighbours)).not.toContain('@');
    // Holders of other roles' domains on the same districts (the demo coordinator and spray
    // liaison hold Surrey) are not bee inspectors.
    expect(s.Neighbours.map((n) => n.UserName.toLowerCase())).not.toContain('coordinator');
    expect(s.Neighbours.map((n) => n.UserName.toLowerCase())).not.toContain('spraylaison');
  });

  it('drops a neighbour whose domain moves away', async () => {
    expect((await setDomain(NEIGHBOUR_INSPECTOR, 'Cornwall (test)', ['TR1'])).status).toBe(200);
    expect((await summary()).body.data.Neighbours.map((n) => n.UserName)).not.toContain(NEIGHBOUR_INSPECTOR);
  });
});

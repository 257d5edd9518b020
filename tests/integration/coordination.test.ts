import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CoordinationMsg,
  SwarmStatus,
  type CoordinatorSwarm,
  type DomainHornetData,
  type SwarmCollector,
  type SwarmCoverage,
  type SwarmMapData,
  type SwarmSeasonData,
} from '@beewatch/shared';
import { TEST_NEST, sightingsOf } from '../support/flight-lines.js';
import { PortalApi } from '../support/api.js';
import { adminToken } from './content-support.js';
import { NEW_COLLECTOR } from './extra-users.js';
import { expectRefused } from '../support/expect-envelope.js';
import { postSwarmReport } from '../support/swarm-report.js';
import { pollUntil } from '../support/poll.js';

// The swarm coordinator's workspace (role-screens §4): everything within the coordinator's Swarm
// Domain (the demo coordinator holds 13 west-Surrey districts, GU1 among them).
const baseUrl = inject('baseUrl');
const api = new PortalApi(baseUrl);
const tokens: Record<string, string> = {};
const co = () => tokens.coordinator!;

// Each key may send 10 reports in 5 minutes from one address: a fresh key every 9 reports.
let key = '';
let keyUses = 9;
async function reportKey(): Promise<string> {
  if (keyUses >= 9) {
    const res = await api.call<{ ApiKey: string }>('POST', 'admin/GenerateApiKey', {
      token: tokens.admin,
      body: { Owner: 'Coordination tests', AllowedOrigin: 'https://www.example.org' },
    });
    expect(res.status).toBe(200);
    key = res.body.data.ApiKey;
    keyUses = 0;
  }
  keyUses += 1;
  return key;
}

/** Posts a public swarm report through an API key (as the embedded form does). */
async function reportAt(postCode: string, description: string): Promise<string> {
  const res = await postSwarmReport(baseUrl, await reportKey(), {
    Name: 'Rita Reporter',
    PostCode: postCode,
    Address: '1 Quarry Street',
    PhoneNo: '07400 900555',
    Description: description,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.SwarmID;
}

/** Addresses that got an email whose body names `text`, once at least `expected` have (or 8 s). */
const emailedAbout = (text: string, expected = 1): Promise<string[]> =>
  pollUntil(
    async () =>
      (await api.outbox())
        .filter((m) => m.channel === 'email' && `${m.subject ?? ''} ${m.body}`.includes(text))
        .flatMap((m) => m.to),
    (to) => to.length >= expected,
    8000,
    150,
  );
const emailOf = (u: string) => `${u}@bee.watch.local`;

const mapData = () => api.call<SwarmMapData>('GET', 'beewatchagent/SwarmMapData', { token: co() });
const collectors = () =>
  api.call<SwarmCollector[]>('GET', 'beewatchagent/SwarmCollectorList', { token: co() });

beforeAll(async () => {
  tokens.admin = await adminToken(api);
  for (const u of ['coordinator', 'beekeeper', 'collector.woking', 'spraylaison', 'controller'])
    tokens[u] = await api.token(u);
});

describe('beewatchagent/SwarmMapData', () => {
  it('shows a new public report of the domain on the map, with the contact, KPIs and the domain', async () => {
    const before = await mapData();
    expect(before.status).toBe(200);
    const description = `Coordinator map test ${Date.now()}`;
    const id = await reportAt('GU1 4AB', description);
    const after = await mapData();
    const row = after.body.data.Swarms.find((s) => s.SwarmID === id)!;
    expect(row).toMatchObject({ District: 'GU1', Status: SwarmStatus.New, NeedsAction: null });
    expect(row.Contact.Name).toBe('Rita Reporter');
    expect(after.body.data.Kpis.NewUnadopted).toBe(before.body.data.Kpis.NewUnadopted + 1);
    expect(after.body.data.Units.map((u) => u.AreaUnit)).toContain('GU1');
    // Collectors at their base district's centroid, with their radius.
    const gil = after.body.data.Collectors.find((c) => c.UserName === 'collector.guildford')!;
    expect(gil).toMatchObject({ District: 'GU2', RadiusKm: 10, Status: 'Active' });
    // The generated season has swarms needing action.
    expect(after.body.data.Swarms.some((s) => s.NeedsAction === 'NoOutcome')).toBe(true);
    expect(after.body.data.Swarms.some((s) => s.NeedsAction === 'ReNotifyPending')).toBe(true);
  });

  it('leaves out reports outside the domain', async () => {
    const id = await reportAt('TR1 2AA', `Outside the domain ${Date.now()}`);
    const data = await mapData();
    expect(data.body.data.Swarms.map((s) => s.SwarmID)).not.toContain(id);
  });

  it('refuses other roles', async () => {
    const res = await api.call('GET', 'beewatchagent/SwarmMapData', { token: tokens.beekeeper });
    expect(res.status).toBe(403);
  });
});

describe('beewatchagent/ReNotifySwarm and AssignSwarm', () => {
  it('re-notifies a new report: a new alert round to the covering collectors, status ReNotify', async () => {
    const description = `Re-notify test ${Date.now()}`;
    const id = await reportAt('GU1 4AB', description);
    expect(await emailedAbout(description, 3)).toHaveLength(3);
    const res = await api.call<CoordinatorSwarm>('POST', 'beewatchagent/ReNotifySwarm', {
      token: co(),
      body: { SwarmID: id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.ErrorMessage).toBe(CoordinationMsg.renotified);
    expect(res.body.data.Status).toBe(SwarmStatus.ReNotify);
    const to = await emailedAbout(description, 6);
    expect(to.filter((a) => a === emailOf('collector.guildford'))).toHaveLength(2);
  });

  it('refuses a report outside the domain (403) and an adopted one (409), and bad input (400)', async () => {
    const outside = await reportAt('TR1 2AA', `Outside re-notify ${Date.now()}`);
    const res = await api.call('POST', 'beewatchagent/ReNotifySwarm', {
      token: co(),
      body: { SwarmID: outside },
    });
    expectRefused(res, 403, CoordinationMsg.swarmOutsideDomain);

    const id = await reportAt('GU1 4AB', `Adopted then re-notify ${Date.now()}`);
    const adopted = await api.call('POST', `beekeeper/AdoptSwarm?ID=${id}`, { token: tokens.beekeeper });
    expect(adopted.status).toBe(200);
    const held = await api.call('POST', 'beewatchagent/ReNotifySwarm', {
      token: co(),
      body: { SwarmID: id },
    });
    expectRefused(held, 409, CoordinationMsg.cannotRenotify);

    const bad = await api.call('POST', 'beewatchagent/ReNotifySwarm', {
      token: co(),
      body: { SwarmID: 'x' },
    });
    expect(bad.status).toBe(400);
  });

  it('assigns a swarm to a named collector of the domain, who may then adopt it', async () => {
    const description = `Assign test ${Date.now()}`;
    const id = await reportAt('GU1 4AB', description);
    // Woking's 5 km circle does not reach GU1: they were not alerted and cannot adopt.
    expect(
      (await api.call('POST', `beekeeper/AdoptSwarm?ID=${id}`, { token: tokens['collector.woking'] })).status,
    ).toBe(404);
    const res = await api.call<CoordinatorSwarm>('POST', 'beewatchagent/AssignSwarm', {
      token: co(),
      body: { SwarmID: id, UserName: 'collector.woking' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await emailedAbout(description, 4)).toContain(emailOf('collector.woking'));
    const adopt = await api.call('POST', `beekeeper/AdoptSwarm?ID=${id}`, {
      token: tokens['collector.woking'],
    });
    expect(adopt.status).toBe(200);
  });

  it('refuses to assign to a collector outside the domain', async () => {
    const id = await reportAt('GU1 4AB', `Assign outside ${Date.now()}`);
    const res = await api.call('POST', 'beewatchagent/AssignSwarm', {
      token: co(),
      body: { SwarmID: id, UserName: 'collector.edinburgh' },
    });
    expectRefused(res, 403, CoordinationMsg.collectorOutsideDomain);
  });
});

describe('swarm collectors (members)', () => {
  afterAll(async () => {
    // Whatever happened, godalming is alerted again for the other test files.
    await api.call('POST', 'beewatchagent/SetSwarmCollectorStatus', {
      token: co(),
      body: { UserName: 'collector.godalming', Status: 'Active' },
    });
  });

  it('lists the collectors based in the domain only, with their checks and season figures', async () => {
    const res = await collectors();
    expect(res.status).toBe(200);
    const names = res.body.data.map((c) => c.UserName);
    expect(names).toEqual(
      expect.arrayContaining(['beekeeper', 'collector.guildford', 'collector.godalming', 'collector.woking']),
    );
    expect(names).not.toContain('collector.dorking');
    expect(names).not.toContain('collector.edinburgh');
    const bea = res.body.data.find((c) => c.UserName === 'beekeeper')!;
    expect(bea).toMatchObject({ BbkaApproved: true, Insured: true, District: 'GU1' });
    expect(bea.Season.Alerts).toBeGreaterThan(0);
    const will = res.body.data.find((c) => c.UserName === 'collector.woking')!;
    expect(will).toMatchObject({ Availability: 'DoNotDisturb', AvailableNow: false });
  });

  it('a suspended collector gets no alerts; reactivated, they do again', async () => {
    const missing = await api.call('POST', 'beewatchagent/SetSwarmCollectorStatus', {
      token: co(),
      body: { UserName: 'collector.godalming', Status: 'Suspended' },
    });
    expectRefused(missing, 400, CoordinationMsg.enterReason);

    const suspended = await api.call<SwarmCollector>('POST', 'beewatchagent/SetSwarmCollectorStatus', {
      token: co(),
      body: { UserName: 'collector.godalming', Status: 'Suspended', Reason: 'No insurance this season' },
    });
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect(suspended.body.data).toMatchObject({ Status: 'Suspended', AvailableNow: false });
    const quiet = `Suspended test ${Date.now()}`;
    await reportAt('GU1 4AB', quiet);
    const to = await emailedAbout(quiet, 2);
    expect(to).toEqual(expect.arrayContaining([emailOf('beekeeper'), emailOf('collector.guildford')]));
    expect(to).not.toContain(emailOf('collector.godalming'));

    const back = await api.call<SwarmCollector>('POST', 'beewatchagent/SetSwarmCollectorStatus', {
      token: co(),
      body: { UserName: 'collector.godalming', Status: 'Active' },
    });
    expect(back.body.data.Status).toBe('Active');
    const loud = `Reactivated test ${Date.now()}`;
    await reportAt('GU1 4AB', loud);
    expect(await emailedAbout(loud, 3)).toContain(emailOf('collector.godalming'));
  });

  it('adds an existing beekeeper, re-indexes matching on a radius change, and removes them from the list', async () => {
    const noConsent = await api.call('POST', 'beewatchagent/AddSwarmCollector', {
      token: co(),
      body: { User: NEW_COLLECTOR, PostCode: 'GU3', RadiusKm: 2 },
    });
    expectRefused(noConsent, 400, CoordinationMsg.consentRequired);
    expect((await collectors()).body.data.map((c) => c.UserName)).not.toContain(NEW_COLLECTOR);

    const outside = await api.call('POST', 'beewatchagent/AddSwarmCollector', {
      token: co(),
      body: { User: NEW_COLLECTOR, PostCode: 'TR1', RadiusKm: 2, Consent: true },
    });
    expectRefused(outside, 400, CoordinationMsg.baseOutsideDomain);

    const notBeekeeper = await api.call('POST', 'beewatchagent/AddSwarmCollector', {
      token: co(),
      body: { User: 'spraylaison', PostCode: 'GU3', RadiusKm: 2, Consent: true },
    });
    expectRefused(notBeekeeper, 400, CoordinationMsg.notBeekeeper);

    const unknown = await api.call('POST', 'beewatchagent/AddSwarmCollector', {
      token: co(),
      body: { User: 'nobody.here', PostCode: 'GU3', RadiusKm: 2, Consent: true },
    });
    expect(unknown.status).toBe(404);

    const added = await api.call<SwarmCollector>('POST', 'beewatchagent/AddSwarmCollector', {
      token: co(),
      body: {
        User: `${NEW_COLLECTOR}@bee.watch.local`,
        PostCode: 'GU3',
        RadiusKm: 1,
        Consent: true,
        BbkaApproved: true,
      },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({
      UserName: NEW_COLLECTOR,
      District: 'GU3',
      RadiusKm: 1,
      BbkaApproved: true,
    });
    const again = await api.call('POST', 'beewatchagent/AddSwarmCollector', {
      token: co(),
      body: { User: NEW_COLLECTOR, PostCode: 'GU3', RadiusKm: 1, Consent: true },
    });
    expect(again.status).toBe(409);

    // 1 km around GU3 does not reach GU1; 10 km does — at once, no restart.
    const before = `Radius before ${Date.now()}`;
    await reportAt('GU1 4AB', before);
    expect(await emailedAbout(before, 3)).not.toContain(emailOf(NEW_COLLECTOR));
    const saved = await api.call<SwarmCollector>('POST', 'beewatchagent/SaveSwarmCollector', {
      token: co(),
      body: { UserName: NEW_COLLECTOR, PostCode: 'GU3', RadiusKm: 10, Consent: true, Notes: 'Keen' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.ErrorMessage).toBe(CoordinationMsg.saved);
    const after = `Radius after ${Date.now()}`;
    await reportAt('GU1 4AB', after);
    expect(await emailedAbout(after, 4)).toContain(emailOf(NEW_COLLECTOR));

    const removed = await api.call('POST', 'beewatchagent/RemoveSwarmCollector', {
      token: co(),
      body: { UserName: NEW_COLLECTOR },
    });
    expect(removed.status).toBe(200);
    expect((await collectors()).body.data.map((c) => c.UserName)).not.toContain(NEW_COLLECTOR);
    const gone = `Removed ${Date.now()}`;
    await reportAt('GU1 4AB', gone);
    expect(await emailedAbout(gone, 3)).not.toContain(emailOf(NEW_COLLECTOR));
  });

  it('refuses a collector outside the domain (403) and other roles (403)', async () => {
    const res = await api.call('GET', 'beewatchagent/GetSwarmCollector?UserName=collector.edinburgh', {
      token: co(),
    });
    expect(res.status).toBe(403);
    const edit = await api.call('POST', 'beewatchagent/SetSwarmCollectorStatus', {
      token: co(),
      body: { UserName: 'collector.edinburgh', Status: 'Suspended', Reason: 'x' },
    });
    expect(edit.status).toBe(403);
    const role = await api.call('GET', 'beewatchagent/SwarmCollectorList', { token: tokens.beekeeper });
    expect(role.status).toBe(403);
  });

  it('invites by a one-use ProfessionalBeeKeeper access code', async () => {
    const res = await api.call<{ AccessCode: string; ExpiryDate: string }>(
      'POST',
      'beewatchagent/InviteSwarmCollector',
      {
        token: co(),
        body: { Email: 'new.person@example.org' },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const details = await api.call<{ RoleID: number }>(
      'GET',
      `common/GetUserDetailsByAccessCode?AccessCode=${res.body.data.AccessCode}`,
    );
    if (details.status === 200) expect(details.body.data.RoleID).toBe(14);
  });
});

describe('coverage, season and hornet paths', () => {
  it('shades each unit by the active collectors covering it', async () => {
    const res = await api.call<SwarmCoverage>('GET', 'beewatchagent/SwarmCoverage', { token: co() });
    expect(res.status).toBe(200);
    const gu1 = res.body.data.Units.find((u) => u.AreaUnit === 'GU1')!;
    expect(gu1.Collectors).toEqual(expect.arrayContaining(['beekeeper', 'collector.guildford']));
    expect(gu1.SeasonReports).toBeGreaterThan(0);
  });

  it("gives the season's reports without the reporter's personal data, with counts per district", async () => {
    const year = new Date().getUTCFullYear();
    const res = await api.call<SwarmSeasonData>(
      'GET',
      `beewatchagent/SwarmSeason?From=${year - 1}-01-01&To=${year}-12-31&Status=4`,
      { token: co() },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.Swarms.length).toBeGreaterThan(0);
    expect(res.body.data.Swarms.every((s) => s.Status === SwarmStatus.Successful)).toBe(true);
    const json = JSON.stringify(res.body.data);
    for (const personal of ['Rita', 'Quarry', '900555', 'Generated reporter', 'Generated Lane'])
      expect(json).not.toContain(personal);
    expect(res.body.data.Districts.reduce((n, d) => n + d.Count, 0)).toBe(res.body.data.Swarms.length);
    const bad = await api.call('GET', `beewatchagent/SwarmSeason?From=${year}-12-31&To=${year}-01-01`, {
      token: co(),
    });
    expectRefused(bad, 400, CoordinationMsg.dateRange);
  });

  it('answers the hornet flight lines of the domain with their nest estimate, each source by first name only', async () => {
    // Three sightings by the demo beekeeper (Bea Keeper) whose bearings cross north-east of Guildford.
    const category = (
      await api.call<{ CategoryID: string }[]>('GET', 'mobile/GetCategoryList', { token: tokens.beekeeper })
    ).body.data[0]!.CategoryID;
    const ids: string[] = [];
    try {
      for (const body of sightingsOf(TEST_NEST, category, 'Coordination test flight line')) {
        const res = await api.call<{ HornetTrackingID: string }>('POST', 'mobile/CreateTrackingRecord', {
          token: tokens.beekeeper,
          body,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        ids.push(res.body.data.HornetTrackingID);
      }
      const res = await api.call<DomainHornetData>(
        'GET',
        'beewatchagent/DomainHornetPaths?From=2000-01-01&To=2099-12-31',
        {
          token: co(),
        },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const d = res.body.data;
      const mine = d.Hornets.filter((h) => ids.includes(h.HornetTrackingID));
      expect(mine).toHaveLength(3);
      expect(mine.every((h) => h.SourceFirstName === 'Bea')).toBe(true);
      expect(d.Lines.filter((l) => ids.includes(l.HornetTrackingID))).toHaveLength(3);
      expect(d.Estimates.some((e) => ids.every((id) => e.HornetTrackingIDs.includes(id)))).toBe(true);
      // Every record shown lies in a unit of the domain; no user name or full name travels.
      expect(d.Hornets.every((h) => d.Units.some((u) => u.AreaUnit === h.District))).toBe(true);
      const json = JSON.stringify(d);
      for (const secret of ['Keeper', 'beekeeper', 'CreatedByUserName', '@'])
        expect(json).not.toContain(secret);
    } finally {
      for (const id of ids)
        await api.call('POST', `beewatchagent/DeleteTrackingHistory?HornetTrackingID=${id}`, {
          token: tokens.controller,
        });
    }
    const role = await api.call('GET', 'beewatchagent/DomainHornetPaths?From=2000-01-01&To=2099-12-31', {
      token: tokens.spraylaison,
    });
    expect(role.status).toBe(403);
  });
});

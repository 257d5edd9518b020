import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  SprayNetMsg,
  type BystanderActivity,
  type BystanderHome,
  type DomainSprayRow,
  type LocalCoordinators,
  type MemberDetail,
  type MemberList,
  type ScheduleSaved,
  type SprayDeliveries,
  type TreatmentField,
} from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { DEMO_NETWORK_SPRAY_ID } from '../../scripts/local/seed-spray-network.js';
import { expectRefused } from '../support/expect-envelope.js';
import { dayFromNow as day, pollUntil } from '../support/poll.js';

// The spray network (role-screens §3.1, §6.1, §6.2, §7.2–7.4): the liaison's contacts in their
// Spray Domain and their preferences, the domain's spray history with deliveries and re-sends,
// the bystander's home and activity, and the Local Coordinator of farmers and bystanders.
const baseUrl = inject('baseUrl');
const api = new PortalApi(baseUrl);
const tokens: Record<string, string> = {};
const call = <T>(user: string, method: 'GET' | 'POST', route: string, body?: unknown) =>
  api.call<T>(method, route, { token: tokens[user], body });

/** A field near Brockham (RH3), inside the demo Spray Domain, more than 10 km from the Guildford demos. */
const RH3_FIELD = { Latitude: 51.24, Longitude: -0.27 };
let rh3Spray = '';
let edinburghSpray = '';

/**
 * Polls a delivery's state: a failing send goes through the alert queue's five receives with
 * growing backoff (scripts/local/outbox.ts) behind whatever else the queue holds, so allow 30 s.
 */
const until = <T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 30_000) =>
  pollUntil(read, ok, timeoutMs);

async function schedule(
  user: string,
  field: { Name: string; Latitude: number; Longitude: number; PostCode: string },
) {
  const saved = await call<TreatmentField>(user, 'POST', 'pesticide/AddOrUpdateTreatmentField', {
    ...field,
    AreaHectares: 3,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // Schedules take an authorised product of the catalogue.
  const choices = await call<{ Products: { ProductID: string }[] }>(
    user,
    'GET',
    'pesticide/ScheduleProductChoices',
  );
  expect(choices.body.data.Products.length).toBeGreaterThan(0);
  const s = await call<ScheduleSaved>(user, 'POST', 'pesticide/AddOrUpdateTreatmentSchedule', {
    FieldID: saved.body.data.FieldID,
    ProductID: choices.body.data.Products[0]!.ProductID,
    TreatmentDate: day(1),
    TimeOfDay: 2,
    PesticideType: 2,
    Notes: '',
    Status: 1,
  });
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  return s.body.data.TreatmentScheduleID;
}

beforeAll(async () => {
  for (const u of [
    'spraylaison',
    'bystander',
    'pesticide',
    'beekeeper',
    'edinfarmer',
    'netkeeper',
    'controller',
  ])
    tokens[u] = await api.token(u);
  const apiary = await call('netkeeper', 'POST', 'beekeeper/AddOrUpdateApiary', {
    Name: 'Brockham test apiary',
    PostCode: 'RH3',
    Latitude: 51.235,
    Longitude: -0.285,
    Hives: 5,
    Notes: '',
  });
  expect(apiary.status, JSON.stringify(apiary.body)).toBe(200);
});

describe('beewatchagent/SprayMembers and SprayMember (the liaison network)', () => {
  it('lists the people with an apiary, home or field in the domain, by district, never their positions', async () => {
    const res = await call<MemberList>('spraylaison', 'GET', 'beewatchagent/SprayMembers');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byName = new Map(res.body.data.Members.map((m) => [m.UserName.toLowerCase(), m]));
    expect(byName.get('bystander')).toMatchObject({ Kinds: ['Bystander'], Districts: ['GU1'] });
    expect(byName.get('beekeeper')?.Kinds).toEqual(['Beekeeper']);
    expect(byName.get('beekeeper')?.Apiaries).toBeGreaterThanOrEqual(3);
    expect(byName.get('pesticide')?.Kinds).toEqual(['PesticideUser']);
    expect(byName.get('netkeeper')).toMatchObject({ Districts: ['RH3'], Apiaries: 1, Colonies: 5 });
    expect(byName.get('net.keeper.dorking')).toMatchObject({ Channel: 'sms', CallBeforeSpraying: true });
    expect(byName.has('edinfarmer')).toBe(false);
    expect(JSON.stringify(res.body.data)).not.toMatch(/Latitude|Longitude|Brockham test apiary/);
  });

  it('refuses other roles and people outside the domain', async () => {
    for (const u of ['beekeeper', 'pesticide', 'bystander'])
      expect((await call(u, 'GET', 'beewatchagent/SprayMembers')).status).toBe(403);
    const out = await call('spraylaison', 'GET', 'beewatchagent/SprayMember?UserName=edinfarmer');
    expectRefused(out, 404, SprayNetMsg.memberNotInDomain);
    const nobody = await call('spraylaison', 'GET', 'beewatchagent/SprayMember?UserName=controller');
    expect(nobody.status).toBe(404);
  });

  it('changes contact preferences only with the member’s consent, logs it, and alerts follow them', async () => {
    const before = await call<MemberDetail>(
      'spraylaison',
      'GET',
      'beewatchagent/SprayMember?UserName=netkeeper',
    );
    expect(before.status).toBe(200);
    const body = {
      UserName: 'netkeeper',
      Channel: 'email',
      AlertEmail: 'netkeeper.alerts@bee.watch.local',
      Mobile: '',
      Language: 'fr',
      CallBeforeSpraying: true,
      Notes: 'Keeps bees behind the church',
    };
    const refused = await call('spraylaison', 'POST', 'beewatchagent/UpdateMemberPreferences', {
      ...body,
      MemberConsent: false,
    });
    expectRefused(refused, 400, SprayNetMsg.consentRequired);
    // The demo pesticide user has no mobile on their profile: SMS needs one here.
    const sms = await call('spraylaison', 'POST', 'beewatchagent/UpdateMemberPreferences', {
      ...body,
      UserName: 'pesticide',
      Channel: 'sms',
      MemberConsent: true,
    });
    expectRefused(sms, 400, SprayNetMsg.smsNeedsMobile);
    const badEmail = await call('spraylaison', 'POST', 'beewatchagent/UpdateMemberPreferences', {
      ...body,
      AlertEmail: 'not-an-email',
      MemberConsent: true,
    });
    expectRefused(badEmail, 400, SprayNetMsg.emailInvalid);
    const unchanged = await call<MemberDetail>(
      'spraylaison',
      'GET',
      'beewatchagent/SprayMember?UserName=netkeeper',
    );
    expect(unchanged.body.data).toEqual(before.body.data);
    expect(
      (
        await call('beekeeper', 'POST', 'beewatchagent/UpdateMemberPreferences', {
          ...body,
          MemberConsent: true,
        })
      ).status,
    ).toBe(403);
    const outside = await call('spraylaison', 'POST', 'beewatchagent/UpdateMemberPreferences', {
      ...body,
      UserName: 'edinfarmer',
      MemberConsent: true,
    });
    expectRefused(outside, 404, SprayNetMsg.memberNotInDomain);

    const saved = await call<MemberDetail>('spraylaison', 'POST', 'beewatchagent/UpdateMemberPreferences', {
      ...body,
      MemberConsent: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.Preferences).toMatchObject({
      Channel: 'email',
      Language: 'fr',
      CallBeforeSpraying: true,
    });
    expect(saved.body.data.Notes).toBe('Keeps bees behind the church');
    expect(saved.body.data.Changes[0]).toMatchObject({ By: 'spraylaison' });
    expect(saved.body.data.Changes[0]!.Fields).toEqual(
      expect.arrayContaining(['Channel', 'AlertEmail', 'Language', 'CallBeforeSpraying', 'Notes']),
    );
  });
});

describe('beewatchagent/SprayHistory, SprayDeliveries and ResendFailedAlerts', () => {
  it('lists the domain’s sprays with the under-48 h flag and the failed sends; a re-send delivers them once', async () => {
    // Every try of netkeeper's alert email fails (and no other send): the queue gives up after
    // its 5 receives.
    await fetch(`${baseUrl}/__dev/faults`, {
      method: 'POST',
      body: JSON.stringify({ email: 5, to: 'netkeeper.alerts@bee.watch.local' }),
    });
    rh3Spray = await schedule('pesticide', { Name: 'Zz Brockham test field', PostCode: 'RH3', ...RH3_FIELD });
    edinburghSpray = await schedule('edinfarmer', {
      Name: 'Edinburgh test field',
      PostCode: 'EH1',
      Latitude: 55.95,
      Longitude: -3.19,
    });
    const deliveries = () =>
      call<SprayDeliveries>(
        'spraylaison',
        'GET',
        `beewatchagent/SprayDeliveries?SprayNotificationID=${rh3Spray}`,
      );
    const failedEmail = (d: SprayDeliveries) =>
      d.Deliveries.find((x) => x.Channel === 'email' && x.Address === 'netkeeper.alerts@bee.watch.local');
    // The fifth try is claimed ('sending', Attempts 5) before its failure is recorded: wait for
    // the record of that failure, not for the claim.
    const lastTryFailed = (d: SprayDeliveries) => {
      const send = failedEmail(d);
      return send?.Status === 'failed' && send.Attempts >= 5;
    };
    const failed = await until(deliveries, (r) => lastTryFailed(r.body.data));
    expect(failed.status).toBe(200);
    expect(failedEmail(failed.body.data)).toMatchObject({ Status: 'failed', InDomain: true });
    // The generated Dorking keeper asked for SMS only: an SMS, no email.
    const outbox = await api.outbox();
    expect(outbox.some((m) => m.channel === 'sms' && m.to.includes('+447700900711'))).toBe(true);
    expect(
      outbox.some((m) => m.channel === 'email' && m.to.includes('net.keeper.dorking@bee.watch.local')),
    ).toBe(false);
    // netkeeper chose email: no SMS to their profile's mobile.
    expect(outbox.some((m) => m.channel === 'sms' && m.to.includes('+447700900811'))).toBe(false);

    const history = await call<DomainSprayRow[]>(
      'spraylaison',
      'GET',
      `beewatchagent/SprayHistory?FromDate=${day(-1)}&ToDate=${day(15)}`,
    );
    expect(history.status).toBe(200);
    const row = history.body.data.find((r) => r.SprayNotificationID === rh3Spray)!;
    expect(row).toMatchObject({ District: 'RH3', Under48h: true, Failed: 1, FarmerUserName: 'pesticide' });
    expect(row.NoticeHours).toBeLessThan(48);
    // What was sprayed, from the catalogue product the schedule names, and who was alerted, split.
    expect(row.HazardBasis).toBe('product');
    // The product's authorised uses, when its catalogue entry gives any.
    expect(row.Crop === null || row.Crop.length > 0).toBe(true);
    expect(row.AuthorisationNumber).toMatch(/^(GB|NI|FR|IE|BE|DE|CH) \S+$/);
    expect(['red', 'amber', 'green']).toContain(row.BeeHazard);
    // netkeeper's Brockham apiary and the generated Box Hill one are within 10 km; no home within 1 km.
    expect(row.BeekeepersAlerted).toBeGreaterThanOrEqual(2);
    expect(row.AlertedCount).toBe(row.BeekeepersAlerted! + row.BystandersAlerted!);
    expect(history.body.data.some((r) => r.SprayNotificationID === edinburghSpray)).toBe(false);
    // The seeded spray was saved and alerted as a real save is: the demo beekeeper's apiaries lie
    // within 10 km and the demo bystander's home 640 m away.
    const seeded = history.body.data.find((r) => r.SprayNotificationID === DEMO_NETWORK_SPRAY_ID)!;
    expect(seeded).toMatchObject({ District: 'GU1', Under48h: true, HazardBasis: 'type', Crop: null });
    expect(seeded.BeekeepersAlerted).toBeGreaterThanOrEqual(1);
    expect(seeded.BystandersAlerted).toBeGreaterThanOrEqual(1);
    expect(seeded.AlertedCount).toBe(seeded.BeekeepersAlerted! + seeded.BystandersAlerted!);
    expect(seeded.Sent).toBeGreaterThan(0);

    const resent = await call<{ Resent: number }>('spraylaison', 'POST', 'beewatchagent/ResendFailedAlerts', {
      SprayNotificationID: rh3Spray,
    });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.data.Resent).toBe(1);
    const after = await until(deliveries, (r) => failedEmail(r.body.data)?.Status === 'sent');
    expect(failedEmail(after.body.data)?.Status).toBe('sent');
    // The history counts the send again, now among those sent.
    const healed = await call<DomainSprayRow[]>(
      'spraylaison',
      'GET',
      `beewatchagent/SprayHistory?FromDate=${day(-1)}&ToDate=${day(15)}`,
    );
    expect(healed.body.data.find((r) => r.SprayNotificationID === rh3Spray)).toMatchObject({
      Failed: 0,
      Sent: row.Sent + 1,
    });
    const emails = (await api.outbox()).filter(
      (m) => m.channel === 'email' && m.to.includes('netkeeper.alerts@bee.watch.local'),
    );
    expect(emails).toHaveLength(1);
    const again = await call('spraylaison', 'POST', 'beewatchagent/ResendFailedAlerts', {
      SprayNotificationID: rh3Spray,
    });
    expectRefused(again, 400, SprayNetMsg.noFailedDeliveries);
  }, 90_000);

  it('shows the farmer the seeded treatments with the people they alerted', async () => {
    const list = await call<{ TreatmentScheduleID: string; Notes: string; AlertedCount: number }[]>(
      'pesticide',
      'GET',
      'pesticide/TreatmentScheduleList',
    );
    expect(list.status).toBe(200);
    const seeded = list.body.data.filter((s) => /Seeded demo treatment|Generated demo spray/.test(s.Notes));
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    for (const s of seeded) expect(s.AlertedCount, s.TreatmentScheduleID).toBeGreaterThanOrEqual(2);
  });

  it('refuses notifications outside the domain, bad input and other roles', async () => {
    const out = await call(
      'spraylaison',
      'GET',
      `beewatchagent/SprayDeliveries?SprayNotificationID=${edinburghSpray}`,
    );
    expectRefused(out, 404, SprayNetMsg.notificationNotInDomain);
    const resend = await call('spraylaison', 'POST', 'beewatchagent/ResendFailedAlerts', {
      SprayNotificationID: edinburghSpray,
    });
    expect(resend.status).toBe(404);
    const bad = await call(
      'spraylaison',
      'GET',
      `beewatchagent/SprayHistory?FromDate=${day(5)}&ToDate=${day(1)}`,
    );
    expect(bad.status).toBe(400);
    expect(
      (await call('spraylaison', 'POST', 'beewatchagent/ResendFailedAlerts', { SprayNotificationID: 'x' }))
        .status,
    ).toBe(400);
    expect(
      (await call('pesticide', 'GET', `beewatchagent/SprayHistory?FromDate=${day(0)}&ToDate=${day(1)}`))
        .status,
    ).toBe(403);
  });
});

describe('beekeeper/BystanderHome, BystanderActivity and SaveAlertPreferences', () => {
  it('shows the bystander the generated spray within 1 km, by band and direction, never the field or farmer', async () => {
    const res = await call<BystanderHome>('bystander', 'GET', 'beekeeper/BystanderHome');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.Home).toMatchObject({ PostCode: 'GU1' });
    expect(res.body.data.RadiusM).toBe(1000);
    const spray = res.body.data.Upcoming.find((s) => s.SprayNotificationID === DEMO_NETWORK_SPRAY_ID)!;
    expect(spray).toMatchObject({ Band: '500-1000', TreatmentDate: day(1) });
    expect(spray.Product).toMatch(/generated demo/);
    expect(JSON.stringify(res.body.data)).not.toMatch(/Home Farm|pesticide|Pat Farmer|FieldName|-0\.558\b/);
    expect(res.body.data.Upcoming.every((s) => s.TreatmentDate >= day(0) && s.TreatmentDate <= day(14))).toBe(
      true,
    );
  });

  it('lists past and coming activity in a range; refuses other roles and bad ranges', async () => {
    const res = await call<BystanderActivity>(
      'bystander',
      'GET',
      `beekeeper/BystanderActivity?FromDate=${day(-30)}&ToDate=${day(30)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.Items.some((s) => s.SprayNotificationID === DEMO_NETWORK_SPRAY_ID)).toBe(true);
    expect(
      (await call('bystander', 'GET', `beekeeper/BystanderActivity?FromDate=${day(3)}&ToDate=${day(1)}`))
        .status,
    ).toBe(400);
    expect((await call('pesticide', 'GET', 'beekeeper/BystanderHome')).status).toBe(403);
    expect(
      (await call('spraylaison', 'GET', `beekeeper/BystanderActivity?FromDate=${day(0)}&ToDate=${day(1)}`))
        .status,
    ).toBe(403);
  });

  it('saves the bystander’s own preferences; bad input writes nothing', async () => {
    const before = (await call<BystanderHome>('bystander', 'GET', 'beekeeper/BystanderHome')).body.data
      .Preferences;
    const bad = await call('bystander', 'POST', 'beekeeper/SaveAlertPreferences', {
      Channel: 'sms',
      AlertEmail: '',
      Mobile: '07700',
      Language: 'en',
      CallBeforeSpraying: false,
    });
    expectRefused(bad, 400, SprayNetMsg.mobileInvalid);
    expect(
      (await call<BystanderHome>('bystander', 'GET', 'beekeeper/BystanderHome')).body.data.Preferences,
    ).toEqual(before);
    const ok = await call('bystander', 'POST', 'beekeeper/SaveAlertPreferences', {
      Channel: 'both',
      AlertEmail: '',
      Mobile: '',
      Language: 'fr',
      CallBeforeSpraying: false,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.ErrorMessage).toBe(SprayNetMsg.preferencesSaved);
    const now = (await call<BystanderHome>('bystander', 'GET', 'beekeeper/BystanderHome')).body.data
      .Preferences;
    expect(now).toMatchObject({ Channel: 'both', Language: 'fr' });
  });
});

describe('pesticide/LocalCoordinator and ReportBeePoisoning', () => {
  it('shows farmers and bystanders the liaison whose domain holds their post code, with contact details', async () => {
    for (const u of ['pesticide', 'bystander']) {
      const res = await call<LocalCoordinators>(u, 'GET', 'pesticide/LocalCoordinator');
      expect(res.status).toBe(200);
      expect(res.body.data.YourUnits).toContain('GU1');
      const card = res.body.data.Liaisons.find((l) => l.UserName === 'spraylaison')!;
      expect(card.Email).toBe('spraylaison@bee.watch.local');
      expect(card.CoversYour).toContain('GU1');
    }
    const far = await call<LocalCoordinators>('edinfarmer', 'GET', 'pesticide/LocalCoordinator');
    expect(far.status).toBe(200);
    expect(far.body.data.Liaisons).toEqual([]);
    expect(JSON.stringify(far.body.data)).not.toMatch(/spraylaison/);
    expect((await call('beekeeper', 'GET', 'pesticide/LocalCoordinator')).status).toBe(403);
  });

  it('sends a poisoning report to the liaison of the area only; bad input sends nothing', async () => {
    const report = {
      LiaisonUserName: 'spraylaison',
      IncidentDate: day(-1),
      Place: 'Merrow, by the church',
      Product: '',
      Description: 'Dead bees in front of two hives after spraying next door (spraynet test)',
    };
    const bad = await call('pesticide', 'POST', 'pesticide/ReportBeePoisoning', {
      ...report,
      Description: ' ',
    });
    expectRefused(bad, 400, SprayNetMsg.descriptionRequired);
    const notYours = await call('edinfarmer', 'POST', 'pesticide/ReportBeePoisoning', report);
    expectRefused(notYours, 404, SprayNetMsg.liaisonNotYours);
    const sent = await call<{ MessageId: string }>(
      'pesticide',
      'POST',
      'pesticide/ReportBeePoisoning',
      report,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const inbox = await call<{ MessageId: string; Body: string }[]>(
      'spraylaison',
      'GET',
      'common/GetDeviceMessages?type=0',
    );
    const got = inbox.body.data.filter((m) => m.Body?.includes('spraynet test'));
    expect(got).toHaveLength(1);
    expect(got[0]!.MessageId).toBe(sent.body.data.MessageId);
  });
});

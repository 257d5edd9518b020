import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  OutreachMsg,
  SwarmStatus,
  type CrmCount,
  type CrmMailReport,
  type CrmMailRow,
  type ThanksOutcome,
  type ThanksRow,
} from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { adminToken } from './content-support.js';
import { expectRefused } from '../support/expect-envelope.js';
import { postSwarmReport } from '../support/swarm-report.js';
import { pollUntil } from '../support/poll.js';

// Outreach (Administrator): CRM mail to a segment through the alert pipeline, one message per
// recipient, counted before sending, with a delivery report; swarm thank-yous once per audience.
const baseUrl = inject('baseUrl');
const api = new PortalApi(baseUrl);
let admin = '';
const tokens: Record<string, string> = {};
const SUBJECT = `Hornet season ${Date.now().toString(36)}`;

const post = <T>(path: string, body: unknown, token = admin) => api.call<T>('POST', path, { token, body });
const get = <T>(path: string, token = admin) => api.call<T>('GET', path, { token });

const waitFor = <T>(read: () => Promise<T>, done: (v: T) => boolean) => pollUntil(read, done, 10_000);

// The pesticide user's post code is GU1 3AA (seed): the GU1 NonBeeKeepers.
const AUDIENCE = { Roles: ['NonBeeKeeper'], AreaUnits: ['gu1'] };

beforeAll(async () => {
  admin = await adminToken(api);
  for (const u of ['controller', 'superadmin', 'pesticide', 'collector.guildford'])
    tokens[u] = await api.token(u);
});

describe('home/CountCrmRecipients and home/SendCrmMail', () => {
  let count: CrmCount;

  it('counts the users of an audience on the chosen channels, without names', async () => {
    const res = await post<CrmCount>('home/CountCrmRecipients', {
      Audience: AUDIENCE,
      Channels: ['email', 'inbox'],
    });
    expect(res.status).toBe(200);
    count = res.body.data;
    expect(count.Recipients).toBeGreaterThanOrEqual(1);
    expect(count.Email).toBe(count.Recipients);
    expect(count.Inbox).toBe(count.Recipients);
    expect(JSON.stringify(res.body)).not.toContain('pesticide');
    const nowhere = await post<CrmCount>('home/CountCrmRecipients', {
      Audience: { Roles: ['NonBeeKeeper'], AreaUnits: ['ZE1'] },
      Channels: ['email'],
    });
    expect(nowhere.body.data.Recipients).toBe(0);
  });

  it('sends nothing when the audience no longer counts what the sender saw (409)', async () => {
    const res = await post('home/SendCrmMail', {
      Audience: AUDIENCE,
      Channels: ['email', 'inbox'],
      SubjectEn: `${SUBJECT} stale`,
      BodyEn: 'Watch your apiaries.',
      ExpectedRecipients: count.Recipients + 1,
    });
    expectRefused(res, 409, OutreachMsg.audienceChanged);
    const list = await get<CrmMailRow[]>('home/CrmMailList');
    expect(list.body.data.some((m) => m.SubjectEn.startsWith(`${SUBJECT} stale`))).toBe(false);
  });

  it('refuses bad input with the spec-style message and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [
        { Audience: { Roles: [] }, Channels: ['email'], SubjectEn: 'x', BodyEn: 'y', ExpectedRecipients: 1 },
        OutreachMsg.selectRole,
      ],
      [
        { Audience: AUDIENCE, Channels: [], SubjectEn: 'x', BodyEn: 'y', ExpectedRecipients: 1 },
        OutreachMsg.selectChannel,
      ],
      [
        { Audience: AUDIENCE, Channels: ['email'], SubjectEn: ' ', BodyEn: 'y', ExpectedRecipients: 1 },
        OutreachMsg.enterSubject,
      ],
      [
        { Audience: AUDIENCE, Channels: ['email'], SubjectEn: 'x', BodyEn: '', ExpectedRecipients: 1 },
        OutreachMsg.enterBody,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post('home/SendCrmMail', body);
      expect(res.status, message).toBe(400);
      expect(res.body.ErrorMessage).toContain(message);
    }
    const nobody = await post('home/SendCrmMail', {
      Audience: { Roles: ['NonBeeKeeper'], AreaUnits: ['ZE1'] },
      Channels: ['email'],
      SubjectEn: 'x',
      BodyEn: 'y',
      ExpectedRecipients: 0,
    });
    expectRefused(nobody, 400, OutreachMsg.noRecipients);
  });

  it('sends each recipient their own message and reports the delivery', async () => {
    const res = await post<CrmMailRow>('home/SendCrmMail', {
      Audience: AUDIENCE,
      Channels: ['email', 'inbox'],
      SubjectEn: SUBJECT,
      SubjectFr: 'Saison des frelons',
      BodyEn: 'Watch your apiaries.',
      BodyFr: 'Surveillez vos ruchers.',
      ExpectedRecipients: count.Recipients,
    });
    expect(res.status).toBe(200);
    expect(res.body.ErrorMessage).toBe(OutreachMsg.queued);
    const mail = res.body.data;
    expect(mail.Recipients).toBe(count.Recipients);
    const outbox = await waitFor(
      () => api.outbox(),
      (o) => o.some((m) => m.to.includes('pesticide@bee.watch.local') && (m.subject ?? '').includes(SUBJECT)),
    );
    const mine = outbox.filter((m) => (m.subject ?? '').includes(SUBJECT));
    // One email per recipient, each addressed to one person only.
    expect(mine.length).toBe(count.Recipients);
    for (const m of mine) expect(m.to).toHaveLength(1);
    expect(mine.find((m) => m.to.includes('pesticide@bee.watch.local'))!.body).toContain(
      'Surveillez vos ruchers.',
    );
    const report = await waitFor(
      () => get<CrmMailReport>(`home/CrmMailReport?MailID=${mail.MailID}`),
      (r) => r.body.data.Sent >= count.Recipients * 2,
    );
    expect(report.body.data.Sent).toBe(count.Recipients * 2);
    expect(report.body.data.Failed).toBe(0);
    expect(report.body.data.Pending).toBe(0);
    expect(report.body.data.Rows.some((r) => r.Channel === 'inbox' && r.Address === 'pesticide')).toBe(true);
    const list = await get<CrmMailRow[]>('home/CrmMailList');
    expect(list.body.data[0]).toMatchObject({ MailID: mail.MailID, SubjectEn: SUBJECT, SentBy: 'admin' });
  });

  it('sends a test to the sender alone', async () => {
    const res = await post<CrmMailRow>('home/SendCrmMail', {
      Audience: AUDIENCE,
      Channels: ['email'],
      SubjectEn: `${SUBJECT} test`,
      BodyEn: 'Draft',
      ExpectedRecipients: 0,
      TestOnly: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ Recipients: 1, TestOnly: true });
    const outbox = await waitFor(
      () => api.outbox(),
      (o) => o.some((m) => (m.subject ?? '').includes(`${SUBJECT} test`)),
    );
    expect(outbox.filter((m) => (m.subject ?? '').includes(`${SUBJECT} test`)).map((m) => m.to[0])).toEqual([
      'admin@bee.watch.local',
    ]);
  });

  it('answers 404 for an unknown mail and 403 to every other role', async () => {
    const unknown = await get('home/CrmMailReport?MailID=01HZZZZZZZZZZZZZZZZZZZZZZZ');
    expect(unknown.status).toBe(404);
    for (const user of ['controller', 'superadmin', 'pesticide']) {
      const res = await post(
        'home/CountCrmRecipients',
        { Audience: AUDIENCE, Channels: ['email'] },
        tokens[user],
      );
      expect(res.status, user).toBe(403);
      const thanks = await get(
        'admin/SwarmThanksList?FromDate=2026-01-01T00:00:00Z&ToDate=2026-12-31T00:00:00Z',
        tokens[user],
      );
      expect(thanks.status, user).toBe(403);
    }
  });
});

describe('admin/SwarmThanksList and admin/SendSwarmAlertThanks', () => {
  let key = '';
  let done = '';
  let open = '';
  let twin = '';
  const phone = '+447400900777';

  async function report(description: string): Promise<string> {
    const res = await postSwarmReport(baseUrl, key, {
      Name: 'Tess Thankful',
      PostCode: 'GU1 4AB',
      Address: '3 Quarry Street',
      PhoneNo: '07400 900777',
      Description: description,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.SwarmID;
  }

  const list = () =>
    get<ThanksRow[]>(
      `admin/SwarmThanksList?FromDate=${new Date(Date.now() - 3600_000).toISOString()}&ToDate=${new Date(Date.now() + 60_000).toISOString()}`,
    );
  const thank = (body: Record<string, unknown>) => post<ThanksOutcome[]>('admin/SendSwarmAlertThanks', body);

  beforeAll(async () => {
    const generated = await post<{ ApiKey: string }>('admin/GenerateApiKey', {
      Owner: 'Thanks test site',
      AllowedOrigin: 'https://www.example.org',
    });
    key = generated.body.data.ApiKey;
    done = await report('Thanks test: collected');
    open = await report('Thanks test: still new');
    twin = await report('Thanks test: collected too');
    for (const id of [done, twin]) {
      const adopt = await post(`beekeeper/AdoptSwarm?ID=${id}`, {}, tokens['collector.guildford']);
      expect(adopt.status, JSON.stringify(adopt.body)).toBe(200);
      const outcome = await post(
        'beekeeper/UpdateSwarmStatus',
        { SwarmID: id, Status: SwarmStatus.Successful },
        tokens['collector.guildford'],
      );
      expect(outcome.status, JSON.stringify(outcome.body)).toBe(200);
    }
  });

  it('lists the swarms with a final outcome, not yet thanked', async () => {
    const rows = (await list()).body.data;
    const row = rows.find((r) => r.SwarmID === done);
    expect(row).toMatchObject({
      ReporterName: 'Tess Thankful',
      District: 'GU1',
      Status: SwarmStatus.Successful,
      CollectorName: 'Gil Guildford',
      ReporterThankedAt: null,
      CollectorThankedAt: null,
      ReporterReachable: true,
    });
    expect(row!.OutcomeAt).toBeTruthy();
    expect(rows.some((r) => r.SwarmID === open)).toBe(false);
  });

  it('thanks the reporter by SMS and the collector, once per audience; a re-send needs Resend', async () => {
    const first = await thank({ SwarmIDs: [done, open], Audience: 'Both' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual(
      expect.arrayContaining([
        { SwarmID: done, Audience: 'Reporter', Result: 'Sent' },
        { SwarmID: done, Audience: 'Collector', Result: 'Sent' },
        { SwarmID: open, Audience: 'Reporter', Result: 'NotFinal' },
        { SwarmID: open, Audience: 'Collector', Result: 'NotFinal' },
      ]),
    );
    const outbox = await waitFor(
      () => api.outbox(),
      (o) =>
        o.some((m) => m.to.includes(phone) && m.body.includes('thank you for reporting')) &&
        o.some(
          (m) =>
            m.to.includes('collector.guildford@bee.watch.local') && (m.subject ?? '').includes('collecting'),
        ),
    );
    const sms = outbox.filter((m) => m.to.includes(phone) && m.body.includes('thank you for reporting'));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain('Hello Tess Thankful');
    expect(sms[0]!.body).toContain('GU1');
    expect(sms[0]!.body).toContain('merci d’avoir signalé');

    const again = await thank({ SwarmIDs: [done], Audience: 'Both' });
    expect(again.body.data.map((o) => o.Result)).toEqual(['AlreadyThanked', 'AlreadyThanked']);
    const row = (await list()).body.data.find((r) => r.SwarmID === done)!;
    expect(row.ReporterThankedAt).toBeTruthy();
    expect(row.CollectorThankedAt).toBeTruthy();

    // A confirmed re-send thanks again (a new message, not a replay of the first).
    const resend = await thank({ SwarmIDs: [done], Audience: 'Reporter', Resend: true });
    expect(resend.body.data).toEqual([{ SwarmID: done, Audience: 'Reporter', Result: 'Sent' }]);
    const after = await waitFor(
      () => api.outbox(),
      (o) => o.filter((m) => m.to.includes(phone) && m.body.includes('thank you for reporting')).length >= 2,
    );
    expect(
      after.filter((m) => m.to.includes(phone) && m.body.includes('thank you for reporting')),
    ).toHaveLength(2);
  });

  it('thanks once when two administrators send at the same time', async () => {
    const [a, b] = await Promise.all([
      thank({ SwarmIDs: [twin], Audience: 'Collector' }),
      thank({ SwarmIDs: [twin], Audience: 'Collector' }),
    ]);
    const results = [...a!.body.data, ...b!.body.data].map((o) => o.Result).sort();
    expect(results).toEqual(['AlreadyThanked', 'Sent']);
  });

  it('refuses bad input with a 400 envelope and sends nothing', async () => {
    const none = await thank({ SwarmIDs: [], Audience: 'Both' });
    expect(none.status).toBe(400);
    expect(none.body.ErrorMessage).toContain(OutreachMsg.selectSwarm);
    const wrongAudience = await thank({ SwarmIDs: [done], Audience: 'Everyone' });
    expect(wrongAudience.status).toBe(400);
    const badTemplate = await thank({
      SwarmIDs: [done],
      Audience: 'Reporter',
      Resend: true,
      Reporter: { SubjectEn: '', SubjectFr: 'x', BodyEn: 'y', BodyFr: 'z' },
    });
    expect(badTemplate.status).toBe(400);
    const reversed = await get(
      'admin/SwarmThanksList?FromDate=2026-12-01T00:00:00Z&ToDate=2026-01-01T00:00:00Z',
    );
    expect(reversed.status).toBe(400);
  });
});

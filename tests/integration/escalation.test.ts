import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { CategoryActivityInput, EscalationSendRow } from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { pollUntil } from '../support/poll.js';

const api = new PortalApi(inject('baseUrl'));
let token: string;
const created: string[] = [];

async function category(input: Partial<CategoryActivityInput> & { Name: string }): Promise<string> {
  const res = await api.call<{ CategoryID: string }>('POST', 'admin/AddEditCategory', {
    token,
    body: { Description: 'Escalation test', Map: true, Notes: true, Image: true, ...input },
  });
  expect(res.status).toBe(200);
  return res.body.data.CategoryID;
}

async function report(CategoryID: string): Promise<string> {
  const res = await api.call<{ HornetTrackingID: string }>('POST', 'mobile/CreateTrackingRecord', {
    token,
    body: {
      Latitude: 46.2044,
      Longitude: 6.1432,
      CompassDegree: 270,
      CategoryID,
      Description: 'Hornets at the hives',
      CreatedDate: new Date().toISOString(),
    },
  });
  expect(res.status).toBe(200);
  created.push(res.body.data.HornetTrackingID);
  return res.body.data.HornetTrackingID;
}

/** Messages to `addresses`, once at least `count` are there (or the wait ends). */
const messagesTo = (addresses: string[], count: number, waitMs = 15_000) =>
  pollUntil(
    async () => (await api.outbox()).filter((m) => m.to.some((t) => addresses.includes(t))),
    (found) => found.length >= count,
    waitMs,
  );

const sendsOf = async (id: string) =>
  (await api.call<EscalationSendRow[]>('GET', `beewatchagent/GetEscalationSends?id=${id}`, { token })).body
    .data;

beforeAll(async () => {
  token = await api.token('controller');
});

// Other files count the 602 seeded records.
afterAll(async () => {
  for (const id of created) {
    await api.call('POST', `beewatchagent/DeleteTrackingHistory?HornetTrackingID=${id}`, { token });
  }
});

describe('escalation of a new tracking record', () => {
  it('emails every recipient once, with date, category, notes and map link, in both languages', async () => {
    const emails = ['a1@agency.example', 'a2@agency.example', 'a3@agency.example'];
    const id = await category({
      Name: 'Escalate by email',
      Responsibility: 4,
      EscalateByInt: 2,
      ActivityNotes: 'Call the owner before visiting',
      Recipients: emails.map((Email, i) => ({ Name: `Agent ${i}`, Email })),
    });
    const recordId = await report(id);
    const got = await messagesTo(emails, 3);
    expect(got.map((m) => m.to[0]).sort()).toEqual(emails);
    const body = got[0]!.body;
    expect(got[0]!.subject).toContain('Escalate by email');
    expect(body).toContain('Hornets at the hives');
    expect(body).toContain('Call the owner before visiting');
    expect(body).toContain('https://www.openstreetmap.org/?mlat=46.20440&mlon=6.14320');
    expect(body).toContain('Signalement de frelon asiatique');
    // The send is marked 'sent' just after the mail leaves, so the last may still say 'sending'.
    await expect
      .poll(async () => (await sendsOf(recordId)).map((s) => [s.Channel, s.Address, s.Status]).sort())
      .toEqual(emails.map((e) => ['email', e, 'sent']));
  });

  it('texts phone recipients (Police: phone only)', async () => {
    const phones = ['+41790000001', '+41790000002'];
    const id = await category({
      Name: 'Escalate to police',
      Responsibility: 5,
      EscalateByInt: 1,
      Recipients: phones.map((Phone) => ({ Name: 'Police', Phone })),
    });
    await report(id);
    const got = await messagesTo(phones, 2);
    expect(got.map((m) => [m.channel, m.to[0]]).sort()).toEqual(phones.map((p) => ['sms', p]));
  });

  it('sends nothing for a Controller-only category', async () => {
    const id = await category({
      Name: 'Controller only',
      Responsibility: 2,
      Recipients: [{ Name: 'Nobody', Email: 'nobody@agency.example' }],
    });
    const recordId = await report(id);
    expect(await messagesTo(['nobody@agency.example'], 1, 1500)).toEqual([]);
    expect(await sendsOf(recordId)).toEqual([]);
  });

  it('loses nothing and duplicates nothing when SES fails: the queue retries only what failed', async () => {
    const emails = ['f1@agency.example', 'f2@agency.example', 'f3@agency.example'];
    const id = await category({
      Name: 'Escalate through a fault',
      Responsibility: 3,
      EscalateByInt: 2,
      Recipients: emails.map((Email) => ({ Name: 'Agent', Email })),
    });
    await fetch(`${inject('baseUrl')}/__dev/faults`, { method: 'POST', body: JSON.stringify({ email: 2 }) });
    const recordId = await report(id);
    const got = await messagesTo(emails, 3);
    await new Promise((r) => setTimeout(r, 1500)); // a duplicate would arrive in this time
    const again = await messagesTo(emails, 4, 0);
    expect(again.map((m) => m.to[0]).sort()).toEqual(emails);
    expect(got).toHaveLength(3);
    const sends = await sendsOf(recordId);
    expect(sends.every((s) => s.Status === 'sent')).toBe(true);
    expect(sends.map((s) => s.Attempts).sort()).toEqual([1, 2, 2]);
  });
});

import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SwarmMsg, SwarmStatus } from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { adminToken as signedInAdmin } from './content-support.js';
import { expectErrorEnvelope, expectRefused } from '../support/expect-envelope.js';
import { pollUntil } from '../support/poll.js';

// The public swarm form through an API key, collectors, adoption, privacy, rate limit.
const baseUrl = inject('baseUrl');
const api = new PortalApi(baseUrl);
const DEMO_KEY = 'bwk_demo-local-swarm-form-key-000001';
const NEAR_GU1 = ['beekeeper', 'collector.guildford', 'collector.godalming'];
const FAR_FROM_GU1 = [
  'collector.woking',
  'collector.dorking',
  'collector.edinburgh',
  'collector.paris',
  'collector.lyon',
];
const emailOf = (user: string) => `${user}@bee.watch.local`;

interface Envelope<T = unknown> {
  ErrorCode: number;
  ErrorMessage: string;
  data: T;
  NextToken?: string | null;
}
interface Upload {
  Url: string;
  Fields: Record<string, string>;
  ContentType: string;
}
interface Created {
  SwarmID: string;
  Notified: boolean;
  HandledBy: 'Collectors' | 'Coordinator' | null;
  Upload: Upload | null;
}
interface AlertDetail {
  SwarmID: string;
  Status: number;
  Taken: boolean;
  AdoptedByMe: boolean;
  Contact: { Name: string; PhoneNo: string; Address: string } | null;
  District: string;
}

/** The portal's own origin (SITE_URL of the local stack): the form page's calls come from it. */
const PORTAL_ORIGIN = new URL(baseUrl).origin.replace('127.0.0.1', 'localhost');

/**
 * A call with the API key header (HeaderToken) and/or a bearer token; key calls carry the
 * portal's Origin (as the form page in a browser does) unless `headers` says otherwise.
 */
async function call<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  opts: { key?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.key) {
    headers.HeaderToken = opts.key;
    headers.Origin = PORTAL_ORIGIN;
  }
  Object.assign(headers, opts.headers);
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers,
    body: method === 'POST' ? JSON.stringify(opts.body ?? {}) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/**
 * The reporter's mobile, as typed and in E.164: used by no other test file, so the SMS that tells
 * the reporter of an adoption is this file's (the outbox holds every file's messages).
 */
const REPORTER_PHONE = { typed: '07400 900577', e164: '+447400900577' };

let seq = 0;
/** A valid report with a unique description (to find its alerts in the outbox). */
function report(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    Name: 'Rita Reporter',
    PostCode: 'GU1 4AB',
    Address: '12 Quarry Street',
    Address2: 'Flat 3',
    PhoneNo: REPORTER_PHONE.typed,
    Description: `Swarm on the apple tree, test ${Date.now()}-${seq}`,
    TypeOption: 1,
    Other: '',
    BeeOption: 2,
    ...overrides,
  };
}

async function outboxFor(text: string) {
  return (await api.outbox()).filter((m) => m.body.includes(text) || (m.subject ?? '').includes(text));
}

const waitFor = <T>(probe: () => Promise<T>, ok: (v: T) => boolean, ms = 8000) =>
  pollUntil(probe, ok, ms, 150);

async function uploadTo(form: Upload, bytes: Uint8Array): Promise<number> {
  const data = new FormData();
  for (const [name, value] of Object.entries(form.Fields)) data.append(name, value);
  data.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: form.ContentType }), 'photo');
  const res = await fetch(form.Url, { method: 'POST', body: data });
  await res.arrayBuffer();
  return res.status;
}

const sample = (file: string) =>
  new Uint8Array(readFileSync(new URL(`../../scripts/local/sample-media/${file}`, import.meta.url)));
/** Real photos (generated samples): the checks decode them. */
const PNG = sample('hornet.png');
const JPEG = sample('hornet.jpg');
/** A real zip archive, for the PNG+ZIP polyglot. */
const ZIP = new Uint8Array(
  readFileSync(new URL('../../scripts/local/content/beewatch-demo.apk', import.meta.url)),
);
const join = (...parts: (Uint8Array | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

const tokens: Record<string, string> = {};
let adminToken = '';

const adminSignIn = () => signedInAdmin();

/** A fresh key, so each block has its own rate-limit budget. */
async function newKey(owner = 'Test site'): Promise<string> {
  const res = await call<{ ApiKey: string }>('POST', 'admin/GenerateApiKey', {
    token: adminToken,
    body: { Owner: owner, AllowedOrigin: 'https://www.example.org' },
  });
  expect(res.status).toBe(200);
  return res.body.data.ApiKey;
}

async function coordinatorRows() {
  const res = await call<{ SwarmID: string; Status: number; Contact: { Name: string }; Other: string }[]>(
    'GET',
    'beewatchagent/SwarmNotificationList?RecordPerPage=100',
    { token: tokens.coordinator },
  );
  return res.body.data;
}

beforeAll(async () => {
  for (const u of [...NEAR_GU1, ...FAR_FROM_GU1, 'coordinator']) tokens[u] = await api.token(u);
  adminToken = await adminSignIn();
});

describe('API key on the public form', () => {
  it('names the owner of the demo key', async () => {
    const res = await call<{ Owner: string }>('GET', 'swarm/CheckApiKey', { key: DEMO_KEY });
    expect(res.status).toBe(200);
    expect(res.body.data.Owner).toBe('Bee.Watch demo site');
  });

  it('refuses a missing or unknown key with a clear envelope and stores nothing', async () => {
    const before = (await coordinatorRows()).length;
    const missing = await call('POST', 'swarm/SwarmAlertNotification', { body: report() });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ ErrorCode: 2, ErrorMessage: SwarmMsg.apiKeyMissing, data: null });
    const unknown = await call('POST', 'swarm/SwarmAlertNotification', {
      key: 'bwk_0000000000000000000000000000000x',
      body: report(),
    });
    expectRefused(unknown, 401, SwarmMsg.apiKeyUnknown);
    expect((await coordinatorRows()).length).toBe(before);
  });

  it('lists generated keys for the administrator and refuses a revoked key', async () => {
    const key = await newKey('Surrey Beekeepers');
    const list = await call<{ ApiKey: string; Owner: string; AllowedOrigin: string }[]>(
      'GET',
      'admin/ApiKeyList',
      { token: adminToken },
    );
    expect(list.body.data[0]).toMatchObject({
      ApiKey: key,
      Owner: 'Surrey Beekeepers',
      AllowedOrigin: 'https://www.example.org',
    });
    const revoked = await call('POST', 'admin/RevokeApiKey', { token: adminToken, body: { ApiKey: key } });
    expect(revoked.status).toBe(200);
    const before = (await coordinatorRows()).length;
    const res = await call('POST', 'swarm/SwarmAlertNotification', { key, body: report() });
    expectRefused(res, 403, SwarmMsg.apiKeyRevoked);
    expect((await coordinatorRows()).length).toBe(before);
  });

  it('checks the allowed origin of a new key', async () => {
    const res = await call('POST', 'admin/GenerateApiKey', {
      token: adminToken,
      body: { Owner: 'Bad', AllowedOrigin: 'http://www.example.org/page' },
    });
    expectRefused(res, 400, SwarmMsg.validAllowedOrigin);
  });
});

describe('validation of the swarm form (spec §5)', () => {
  let key = '';
  beforeAll(async () => {
    key = await newKey('Validation');
  });
  const cases: [string, Record<string, unknown>, string][] = [
    ['name', { Name: '' }, SwarmMsg.enterName],
    ['post code', { PostCode: ' ' }, SwarmMsg.enterPostCode],
    ['1st line of address', { Address: '' }, SwarmMsg.enterAddress],
    ['phone', { PhoneNo: '' }, SwarmMsg.enterPhone],
    ['description', { Description: '' }, SwarmMsg.enterDescription],
    ['bee location', { BeeOption: undefined }, SwarmMsg.beeLocation],
    ['Other for type Other', { TypeOption: 3, Other: '' }, SwarmMsg.enterOther],
    ['description over 250', { Description: 'x'.repeat(251) }, SwarmMsg.descriptionMax],
    ['image type', { Image: 'image/gif' }, SwarmMsg.onlyImage],
    ['unknown post code', { PostCode: 'ZZ99 9ZZ' }, SwarmMsg.validPostCode],
    ['phone number', { PhoneNo: '12' }, SwarmMsg.validPhone],
  ];
  it.each(cases)(
    'refuses a missing or bad %s with the message, storing nothing',
    async (_, change, message) => {
      const before = (await coordinatorRows()).length;
      const res = await call('POST', 'swarm/SwarmAlertNotification', { key, body: report(change) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ ErrorCode: 1, ErrorMessage: message, data: null });
      expect((await coordinatorRows()).length).toBe(before);
    },
  );

  it('accepts exactly 250 characters and clears Other unless the type is Other', async () => {
    const res = await call<Created>('POST', 'swarm/SwarmAlertNotification', {
      key,
      body: report({ PostCode: 'TR1', Description: 'd'.repeat(250), TypeOption: 2, Other: 'hornets?' }),
    });
    expect(res.status).toBe(200);
    // No collector's area covers Truro: the reporter is told the coordinator has the report.
    expect(res.body.ErrorMessage).toBe(SwarmMsg.withCoordinator);
    expect(res.body.data.HandledBy).toBe('Coordinator');
    const row = (await coordinatorRows()).find((r) => r.SwarmID === res.body.data.SwarmID);
    expect(row?.Other).toBe('');
  });
});

describe('a report with a photo reaches the collectors around it, and only them', () => {
  let created: Created;
  let description = '';

  beforeAll(async () => {
    const body = report({ Image: 'image/png' });
    description = body.Description;
    const res = await call<Created>('POST', 'swarm/SwarmAlertNotification', { key: DEMO_KEY, body });
    expect(res.status).toBe(200);
    created = res.body.data;
  });

  it('alerts nobody before the photo is confirmed', async () => {
    expect(created.Notified).toBe(false);
    expect(created.Upload).not.toBeNull();
    expect(await outboxFor(description)).toEqual([]);
  });

  it('after the checked photo, emails exactly the collectors whose area covers GU1', async () => {
    expect(await uploadTo(created.Upload!, PNG)).toBeLessThan(300);
    const res = await call('POST', `swarm/ConfirmSwarmImage?ID=${created.SwarmID}`, { key: DEMO_KEY });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ErrorMessage: SwarmMsg.notified, data: { HandledBy: 'Collectors' } });
    const mails = await waitFor(
      () => outboxFor(description),
      (m) => m.filter((x) => x.channel === 'email').length >= NEAR_GU1.length,
    );
    const to = mails.filter((m) => m.channel === 'email').flatMap((m) => m.to);
    expect(to.sort()).toEqual(NEAR_GU1.map(emailOf).sort());
    for (const far of FAR_FROM_GU1) expect(to).not.toContain(emailOf(far));
    // SMS to the collectors with a mobile (the guildford and godalming collectors); the sends run
    // in parallel, so wait for them rather than read what arrived with the emails.
    const smsOf = async () =>
      (await api.outbox()).filter(
        (m) => m.channel === 'sms' && m.body.includes(`/beekeeper/swarmalert/${created.SwarmID}`),
      );
    const sms = await waitFor(smsOf, (m) => m.length >= 2);
    expect(sms.flatMap((m) => m.to).sort()).toEqual(['+447400100101', '+447400100102']);
  });

  it('tells collectors where and what, never who or how to reach them', async () => {
    const mails = await outboxFor(description);
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) {
      const text = `${m.subject ?? ''} ${m.body}`;
      expect(text).toContain('GU1');
      expect(text).not.toContain('Rita');
      expect(text).not.toContain('Quarry');
      expect(text).not.toContain('Flat 3');
      expect(text).not.toContain(REPORTER_PHONE.typed.slice(-6));
      expect(text).not.toContain('4AB');
    }
    const detail = await call<AlertDetail>('GET', `beekeeper/GetSwarmAlert?ID=${created.SwarmID}`, {
      token: tokens['collector.guildford'],
    });
    expect(detail.body.data.Contact).toBeNull();
    expect(JSON.stringify(detail.body.data)).not.toContain('Rita');
  });

  it('is invisible to a collector who was not alerted', async () => {
    const res = await call('GET', `beekeeper/GetSwarmAlert?ID=${created.SwarmID}`, {
      token: tokens['collector.woking'],
    });
    expect(res.status).toBe(404);
    const adopt = await call('POST', `beekeeper/AdoptSwarm?ID=${created.SwarmID}`, {
      token: tokens['collector.woking'],
    });
    expect(adopt.status).toBe(404);
  });

  it('two collectors adopting at once: exactly one wins and gets the contact details', async () => {
    const [a, b] = await Promise.all(
      ['collector.guildford', 'collector.godalming'].map((u) =>
        call<AlertDetail>('POST', `beekeeper/AdoptSwarm?ID=${created.SwarmID}`, { token: tokens[u] }),
      ),
    );
    const statuses = [a!.status, b!.status].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = a!.status === 200 ? a! : b!;
    const loser = a!.status === 200 ? b! : a!;
    expect(winner.body.data.Contact).toMatchObject({ Name: 'Rita Reporter', PhoneNo: REPORTER_PHONE.typed });
    expect(loser.body).toMatchObject({ ErrorCode: 6, ErrorMessage: SwarmMsg.alreadyAdopted, data: null });
  });

  it('tells the reporter by SMS and the others that it is taken', async () => {
    const sms = await waitFor(
      () => api.outbox(),
      (o) => o.some((m) => m.channel === 'sms' && m.to.includes(REPORTER_PHONE.e164)),
    );
    const toReporter = sms.find((m) => m.channel === 'sms' && m.to.includes(REPORTER_PHONE.e164));
    expect(toReporter?.body).toMatch(/adopted by (Gil Guildford|Gwen Godalming)/);
    const beekeeper = await call<AlertDetail>('GET', `beekeeper/GetSwarmAlert?ID=${created.SwarmID}`, {
      token: tokens.beekeeper,
    });
    expect(beekeeper.body.data).toMatchObject({ Taken: true, AdoptedByMe: false, Contact: null });
    const taken = await waitFor(
      () => api.outbox(),
      (o) => o.some((m) => m.to.includes(emailOf('beekeeper')) && (m.subject ?? '').includes('adopted')),
    );
    expect(
      taken.some((m) => m.to.includes(emailOf('beekeeper')) && (m.subject ?? '').includes('adopted')),
    ).toBe(true);
  });

  it('shows the coordinator the report with its contact details and status', async () => {
    const row = (await coordinatorRows()).find((r) => r.SwarmID === created.SwarmID);
    expect(row).toMatchObject({ Status: SwarmStatus.Adopted, Contact: { Name: 'Rita Reporter' } });
  });

  it('gives the photo to the coordinator and alerted collectors only', async () => {
    const ok = await call<{ Url: string }>('GET', `common/GetSwarmImage?ID=${created.SwarmID}`, {
      token: tokens.coordinator,
    });
    expect(ok.status).toBe(200);
    const bytes = new Uint8Array(await (await fetch(ok.body.data.Url)).arrayBuffer());
    expect(Array.from(bytes.subarray(0, 4))).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const no = await call('GET', `common/GetSwarmImage?ID=${created.SwarmID}`, {
      token: tokens['collector.paris'],
    });
    expect(no.status).toBe(404);
  });

  it("serves the photo through the portal's media path: its checked type, attachment and nosniff", async () => {
    const ok = await call<{ Url: string }>('GET', `common/GetSwarmImage?ID=${created.SwarmID}`, {
      token: tokens.coordinator,
    });
    expect(new URL(ok.body.data.Url).pathname).toMatch(/^\/media\//);
    const photo = await fetch(ok.body.data.Url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('content-disposition')).toMatch(/^attachment; filename="swarm-/);
  });

  it('status: only the adopter; giving up re-notifies the others; the adopter of round 2 closes it', async () => {
    const adopter = (
      await Promise.all(
        ['collector.guildford', 'collector.godalming'].map(async (u) => ({
          u,
          d: await call<AlertDetail>('GET', `beekeeper/GetSwarmAlert?ID=${created.SwarmID}`, {
            token: tokens[u],
          }),
        })),
      )
    ).find((x) => x.d.body.data.AdoptedByMe)!.u;
    const other = adopter === 'collector.guildford' ? 'collector.godalming' : 'collector.guildford';

    const notMine = await call('POST', 'beekeeper/UpdateSwarmStatus', {
      token: tokens[other],
      body: { SwarmID: created.SwarmID, Status: SwarmStatus.Successful },
    });
    expectRefused(notMine, 409, SwarmMsg.notAdopter);

    const gaveUp = await call<AlertDetail>('POST', 'beekeeper/UpdateSwarmStatus', {
      token: tokens[adopter],
      body: { SwarmID: created.SwarmID, Status: SwarmStatus.Abandoned },
    });
    expect(gaveUp.status).toBe(200);
    expect(gaveUp.body.data.Status).toBe(SwarmStatus.ReNotify);
    expect(gaveUp.body.data.Contact).toBeNull();
    const again = await waitFor(
      () => api.outbox(),
      (o) =>
        o.some((m) => m.to.includes(emailOf('beekeeper')) && (m.subject ?? '').includes('available again')),
    );
    const renotified = again
      .filter((m) => (m.subject ?? '').includes('available again'))
      .flatMap((m) => m.to);
    expect(renotified).not.toContain(emailOf(adopter));

    const readopt = await call('POST', `beekeeper/AdoptSwarm?ID=${created.SwarmID}`, {
      token: tokens[adopter],
    });
    expect(readopt.status).toBe(409);
    const mine = await call<AlertDetail & { GaveUp: boolean }>(
      'GET',
      `beekeeper/GetSwarmAlert?ID=${created.SwarmID}`,
      {
        token: tokens[adopter],
      },
    );
    expect(mine.body.data).toMatchObject({ GaveUp: true, Taken: true, Contact: null });
    const second = await call<AlertDetail>('POST', `beekeeper/AdoptSwarm?ID=${created.SwarmID}`, {
      token: tokens.beekeeper,
    });
    expect(second.status).toBe(200);
    expect(second.body.data.Contact?.Name).toBe('Rita Reporter');
    const done = await call<AlertDetail>('POST', 'beekeeper/UpdateSwarmStatus', {
      token: tokens.beekeeper,
      body: { SwarmID: created.SwarmID, Status: SwarmStatus.Successful },
    });
    expect(done.body.data.Status).toBe(SwarmStatus.Successful);
    const closed = await call('POST', 'beekeeper/UpdateSwarmStatus', {
      token: tokens.beekeeper,
      body: { SwarmID: created.SwarmID, Status: SwarmStatus.Failed },
    });
    expectRefused(closed, 409, SwarmMsg.statusNotAllowed);
  });

  it("lists the swarm in the collectors' own alert lists", async () => {
    const res = await call<{ SwarmID: string }[]>('GET', 'beekeeper/SwarmAlertList', {
      token: tokens.beekeeper,
    });
    expect(res.body.data.map((r) => r.SwarmID)).toContain(created.SwarmID);
    const far = await call<{ SwarmID: string }[]>('GET', 'beekeeper/SwarmAlertList', {
      token: tokens['collector.edinburgh'],
    });
    expect(far.body.data.map((r) => r.SwarmID)).not.toContain(created.SwarmID);
  });
});

describe('photo checks', () => {
  let key = '';
  beforeAll(async () => {
    key = await newKey('Photos');
  });

  async function withUpload(bytes: Uint8Array, contentType = 'image/png') {
    const body = report({ Image: contentType });
    const res = await call<Created>('POST', 'swarm/SwarmAlertNotification', { key, body });
    expect(res.status).toBe(200);
    await uploadTo(res.body.data.Upload!, bytes);
    const confirm = await call('POST', `swarm/ConfirmSwarmImage?ID=${res.body.data.SwarmID}`, { key });
    return { confirm, description: body.Description, id: res.body.data.SwarmID };
  }

  it('refuses a file that is not a PNG or JPEG by its bytes, and alerts nobody', async () => {
    const { confirm, description } = await withUpload(new TextEncoder().encode('<html>not an image</html>'));
    expectRefused(confirm, 400, SwarmMsg.onlyImage);
    await new Promise((r) => setTimeout(r, 500));
    expect(await outboxFor(description)).toEqual([]);
  });

  it.each([
    ['PNG+HTML', () => join(PNG, '<html><body><script>alert(document.cookie)</script></body></html>')],
    ['PNG+ZIP', () => join(PNG, ZIP)],
    ['JPEG+PHP', () => join(JPEG, '<?php system($_GET["c"]); ?>')],
  ])('refuses the polyglot %s, deletes it and alerts nobody', async (_name, make) => {
    const bytes = new Uint8Array(make());
    const type = bytes[0] === 0xff ? 'image/jpeg' : 'image/png';
    const body = report({ Image: type });
    const res = await call<Created>('POST', 'swarm/SwarmAlertNotification', { key, body });
    await uploadTo(res.body.data.Upload!, bytes);
    const confirm = await call('POST', `swarm/ConfirmSwarmImage?ID=${res.body.data.SwarmID}`, { key });
    expectRefused(confirm, 400, SwarmMsg.onlyImage);
    await new Promise((r) => setTimeout(r, 500));
    expect(await outboxFor(body.Description)).toEqual([]);
  });

  it('refuses a photo over 10 MB', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PNG);
    const { confirm, description } = await withUpload(big);
    expectRefused(confirm, 400, SwarmMsg.imageSize);
    expect(await outboxFor(description)).toEqual([]);
  });

  it('two confirmations at once alert each collector once', async () => {
    const body = report({ Image: 'image/png' });
    const res = await call<Created>('POST', 'swarm/SwarmAlertNotification', { key, body });
    await uploadTo(res.body.data.Upload!, PNG);
    const both = await Promise.all(
      [1, 2].map(() => call('POST', `swarm/ConfirmSwarmImage?ID=${res.body.data.SwarmID}`, { key })),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const mails = await waitFor(
      () => outboxFor(body.Description),
      (m) => m.filter((x) => x.channel === 'email').length >= NEAR_GU1.length,
    );
    await new Promise((r) => setTimeout(r, 500));
    const to = (await outboxFor(body.Description)).filter((m) => m.channel === 'email').flatMap((m) => m.to);
    expect(mails.length).toBeGreaterThan(0);
    expect(to.sort()).toEqual(NEAR_GU1.map(emailOf).sort());
  });

  it('refuses confirming with another key (not found)', async () => {
    const body = report({ Image: 'image/png' });
    const res = await call<Created>('POST', 'swarm/SwarmAlertNotification', { key, body });
    const other = await call('POST', `swarm/ConfirmSwarmImage?ID=${res.body.data.SwarmID}`, {
      key: DEMO_KEY,
    });
    expect(other.status).toBe(404);
  });
});

describe('rate limit: 10 reports per 5 minutes per key and address', () => {
  it('answers the 11th with 429 and stores nothing', async () => {
    const key = await newKey('Rate');
    for (let i = 0; i < 10; i += 1) {
      const res = await call('POST', 'swarm/SwarmAlertNotification', {
        key,
        body: report({ PostCode: 'TR1' }),
      });
      expect(res.status).toBe(200);
    }
    const before = (await coordinatorRows()).length;
    const res = await call('POST', 'swarm/SwarmAlertNotification', {
      key,
      body: report({ PostCode: 'TR1' }),
    });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ ErrorCode: 7, ErrorMessage: SwarmMsg.tooManyReports, data: null });
    expect((await coordinatorRows()).length).toBe(before);
    // Another key from the same address has its own budget.
    const fresh = await newKey('Rate 2');
    expect(
      (await call('POST', 'swarm/SwarmAlertNotification', { key: fresh, body: report({ PostCode: 'TR1' }) }))
        .status,
    ).toBe(200);
  });
});

describe('rate limit: the client address comes from a trusted source only', () => {
  it('counts 25 reports with spoofed CloudFront-Viewer-Address and x-origin-verify as one client', async () => {
    const key = await newKey('Spoof');
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const res = await call('POST', 'swarm/SwarmAlertNotification', {
        key,
        body: report({ PostCode: 'TR1' }),
        headers: { 'CloudFront-Viewer-Address': `198.51.100.${i}:4${i}000`, 'x-origin-verify': 'guess' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
  });
});

describe("the key's allowed origin on the API calls", () => {
  it('admits the portal (the form page) and the allowed origin, and refuses other sites and none', async () => {
    const key = await newKey('Origins');
    const check = (headers: Record<string, string>) => call('GET', 'swarm/CheckApiKey', { key, headers });
    expect((await check({})).status).toBe(200);
    expect((await check({ Origin: 'https://www.example.org' })).status).toBe(200);
    // A same-origin GET carries no Origin: the Referer's origin counts.
    expect((await check({ Origin: '', Referer: `${PORTAL_ORIGIN}/home/swarmapi/${key}` })).status).toBe(200);
    const before = (await coordinatorRows()).length;
    const foreign = await call('POST', 'swarm/SwarmAlertNotification', {
      key,
      body: report({ PostCode: 'TR1' }),
      headers: { Origin: 'https://evil.example.net' },
    });
    expectErrorEnvelope(foreign, 403, 3, SwarmMsg.apiKeyWrongOrigin);
    const none = await check({ Origin: '' });
    expect(none.status).toBe(403);
    expect((await coordinatorRows()).length).toBe(before);
  });
});

describe('collection areas', () => {
  it('refuses an unknown post code and a radius over 10 km', async () => {
    const bad = await call('POST', 'beekeeper/SaveCollectionArea', {
      token: tokens['collector.dorking'],
      body: { PostCode: 'ZZ99', RadiusKm: 10 },
    });
    expect(bad.body.ErrorMessage).toBe(SwarmMsg.validPostCode);
    const far = await call('POST', 'beekeeper/SaveCollectionArea', {
      token: tokens['collector.dorking'],
      body: { PostCode: 'RH4', RadiusKm: 11 },
    });
    expect(far.body.ErrorMessage).toBe(SwarmMsg.radiusRange);
  });

  it('a moved area is matched at once, and the old one no more', async () => {
    const token = tokens['collector.dorking'];
    const moved = await call<{ PostCode: string; RadiusKm: number }>('POST', 'beekeeper/SaveCollectionArea', {
      token,
      body: { PostCode: 'GU1', RadiusKm: 3 },
    });
    expect(moved.body.data).toMatchObject({ PostCode: 'GU1', RadiusKm: 3 });
    const key = await newKey('Areas');
    const atGu1 = report();
    await call('POST', 'swarm/SwarmAlertNotification', { key, body: atGu1 });
    const mails = await waitFor(
      () => outboxFor(atGu1.Description),
      (m) => m.some((x) => x.to.includes(emailOf('collector.dorking'))),
    );
    expect(mails.some((m) => m.to.includes(emailOf('collector.dorking')))).toBe(true);

    await call('POST', 'beekeeper/SaveCollectionArea', { token, body: { PostCode: 'RH4', RadiusKm: 10 } });
    const again = report();
    await call('POST', 'swarm/SwarmAlertNotification', { key, body: again });
    await waitFor(
      () => outboxFor(again.Description),
      (m) => m.filter((x) => x.channel === 'email').length >= NEAR_GU1.length,
    );
    await new Promise((r) => setTimeout(r, 300));
    const to = (await outboxFor(again.Description)).flatMap((m) => m.to);
    expect(to).not.toContain(emailOf('collector.dorking'));
  });
});

describe('deactivated collectors', () => {
  it('alerts no collector an administrator deactivated, and alerts them again once reactivated', async () => {
    const admin = await adminSignIn();
    const setActive = (IsActive: boolean) =>
      call('POST', 'admin/SetUserActive', {
        token: admin,
        body: { UserName: 'collector.godalming', IsActive },
      });
    const key = await newKey('Deactivated');
    try {
      expect((await setActive(false)).status).toBe(200);
      // SMS each collector had before, by mobile (guildford's and godalming's, from earlier tests).
      const smsTo = async (mobile: string) =>
        (await api.outbox()).filter((m) => m.channel === 'sms' && m.to.includes(mobile)).length;
      const [guildfordBefore, godalmingBefore] = [await smsTo('+447400100101'), await smsTo('+447400100102')];
      const whileOff = report();
      await call('POST', 'swarm/SwarmAlertNotification', { key, body: whileOff });
      const others = NEAR_GU1.filter((u) => u !== 'collector.godalming');
      // The alert's whole fan-out has gone: the others' emails and the guildford collector's SMS.
      await waitFor(
        () => outboxFor(whileOff.Description),
        (m) => m.filter((x) => x.channel === 'email').length >= others.length,
      );
      await waitFor(
        () => smsTo('+447400100101'),
        (n) => n > guildfordBefore,
      );
      await new Promise((r) => setTimeout(r, 300));
      const off = (await outboxFor(whileOff.Description)).flatMap((m) => m.to);
      expect(off).not.toContain(emailOf('collector.godalming'));
      expect(await smsTo('+447400100102')).toBe(godalmingBefore); // nor their SMS
      expect(off).toEqual(expect.arrayContaining(others.map(emailOf)));
    } finally {
      expect((await setActive(true)).status).toBe(200);
    }
    const whileOn = report();
    await call('POST', 'swarm/SwarmAlertNotification', { key, body: whileOn });
    const on = await waitFor(
      () => outboxFor(whileOn.Description),
      (m) => m.some((x) => x.to.includes(emailOf('collector.godalming'))),
    );
    expect(on.some((m) => m.to.includes(emailOf('collector.godalming')))).toBe(true);
  });
});

describe('embedding: frame-ancestors from the key', () => {
  /** The frame-ancestors directive of the page's CSP (the rest is the portal's policy). */
  const csp = async (path: string) =>
    (await fetch(`${baseUrl}${path}`)).headers
      .get('content-security-policy')
      ?.match(/frame-ancestors [^;]*$/)?.[0];

  it("lets the key's allowed origin (and the portal) frame the form", async () => {
    expect(await csp(`/home/swarmapi/${DEMO_KEY}`)).toBe("frame-ancestors 'self' http://localhost:8080");
    expect(await csp(`/home/swarmapi/${DEMO_KEY}/https%3A%2F%2Fexample.org`)).toBe(
      "frame-ancestors 'self' http://localhost:8080",
    );
  });

  it('lets nobody else frame it for an unknown or revoked key', async () => {
    expect(await csp('/home/swarmapi/bwk_0000000000000000000000000000000x')).toBe("frame-ancestors 'self'");
    const key = await newKey('Embed');
    expect(await csp(`/home/swarmapi/${key}`)).toBe("frame-ancestors 'self' https://www.example.org");
    await call('POST', 'admin/RevokeApiKey', { token: adminToken, body: { ApiKey: key } });
    expect(await csp(`/home/swarmapi/${key}`)).toBe("frame-ancestors 'self'");
  });
});

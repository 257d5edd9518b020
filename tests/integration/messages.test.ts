import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DEMO_PASSWORD,
  MessageMsg,
  type DeviceMessage,
  type MessageRecipient,
  type SessionUser,
} from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { profileBody } from './registration-body.js';
import { expectErrorEnvelope, expectRefused } from '../support/expect-envelope.js';

const api = new PortalApi(inject('baseUrl'));
const tokens: Record<string, string> = {};
const USERS = [
  'beekeeper',
  'coordinator',
  'pesticide',
  'superadmin',
  'controller',
  'bystander',
  'spraylaison',
];

const unread = async (user: string) =>
  (await api.call<{ Unread: number }>('GET', 'common/GetUnreadMessageCount', { token: tokens[user] })).body
    .data.Unread;
const box = (user: string, query: string) =>
  api.call<DeviceMessage[]>('GET', `common/GetDeviceMessages?${query}`, { token: tokens[user] });
const send = (user: string, body: unknown) =>
  api.call<{ MessageId: string }>('POST', 'common/SendDeviceMessage', { token: tokens[user], body });
const mark = (user: string, MessageId: string, IsRead = true) =>
  api.call<{ Unread: number }>('POST', 'common/MarkMessageRead', {
    token: tokens[user],
    body: { MessageId, IsRead },
  });

beforeAll(async () => {
  for (const u of USERS) tokens[u] = await api.token(u);
});

describe('sending a message', () => {
  it('reaches the recipient inbox (unread +1) and the sender sent box', async () => {
    const before = await unread('coordinator');
    const res = await send('beekeeper', {
      ToUserName: 'Coordinator',
      Title: 'Swarm in my garden',
      Body: 'Can you help?',
    });
    expect(res.status).toBe(200);
    expect(res.body.ErrorMessage).toBe('Message sent');
    expect(await unread('coordinator')).toBe(before + 1);
    const inbox = (await box('coordinator', 'type=0')).body.data;
    expect(inbox[0]).toMatchObject({
      MessageId: res.body.data.MessageId,
      From: 'Bea Keeper',
      FromUserName: 'beekeeper',
      Title: 'Swarm in my garden',
      Body: 'Can you help?',
      IsRead: false,
      Box: 0,
    });
    const sent = (await box('beekeeper', 'type=1')).body.data;
    expect(sent[0]).toMatchObject({ MessageId: res.body.data.MessageId, To: 'Cora Coordinator', Box: 1 });
  });

  it('refuses a recipient the sender role may not reach (403, nothing written)', async () => {
    const before = await unread('pesticide');
    const sentBefore = (await box('beekeeper', 'type=1&RecordPerPage=50')).body.data.length;
    const res = await send('beekeeper', { ToUserName: 'pesticide', Title: 'Hello', Body: 'Hi' });
    expectErrorEnvelope(res, 403, 3, 'You cannot send a message to this user');
    expect(await unread('pesticide')).toBe(before);
    expect((await box('beekeeper', 'type=1&RecordPerPage=50')).body.data.length).toBe(sentBefore);
    // A bystander may not write to the controller either; a controller may not write to a bystander.
    expect((await send('bystander', { ToUserName: 'controller', Title: 'T', Body: 'B' })).status).toBe(403);
    expect((await send('controller', { ToUserName: 'bystander', Title: 'T', Body: 'B' })).status).toBe(403);
  });

  it('lets administrators write to anyone and anyone answer them', async () => {
    expect((await send('superadmin', { ToUserName: 'pesticide', Title: 'Notice', Body: 'Hi' })).status).toBe(
      200,
    );
    expect(
      (await send('pesticide', { ToUserName: 'superadmin', Title: 'Re: Notice', Body: 'Thanks' })).status,
    ).toBe(200);
  });

  it('refuses unknown recipients, yourself and bad input with a 4xx envelope', async () => {
    const unknown = await send('beekeeper', { ToUserName: 'nobody-here', Title: 'T', Body: 'B' });
    expectRefused(unknown, 404, 'This user cannot receive messages');
    const self = await send('beekeeper', { ToUserName: 'BEEKEEPER', Title: 'T', Body: 'B' });
    expectRefused(self, 400, 'You cannot send a message to yourself');
    const empty = await send('beekeeper', { ToUserName: 'coordinator', Title: ' ', Body: 'B' });
    expectRefused(empty, 400, 'Please enter Title');
    const long = await send('beekeeper', { ToUserName: 'coordinator', Title: 'x'.repeat(151), Body: 'B' });
    expect(long.status).toBe(400);
  });

  it('stores HTML payloads as plain text, unchanged (the web shows them as text)', async () => {
    const Body = '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">';
    const Title = '<b onmouseover=alert(1)>hi</b>';
    const res = await send('spraylaison', { ToUserName: 'bystander', Title, Body });
    expect(res.status).toBe(200);
    const got = (await box('bystander', 'type=0')).body.data.find(
      (m) => m.MessageId === res.body.data.MessageId,
    );
    expect(got).toMatchObject({ Title, Body });
  });
});

describe('recipient search', () => {
  it('lists only users of the roles the caller may reach, by user-name prefix', async () => {
    const res = await api.call<MessageRecipient[]>('GET', 'common/GetMessageRecipients?Search=', {
      token: tokens.beekeeper,
    });
    const names = res.body.data.map((r) => r.UserName);
    expect(names).toEqual(
      expect.arrayContaining(['admin', 'superadmin', 'coordinator', 'spraylaison', 'inspector']),
    );
    for (const n of ['pesticide', 'bystander', 'controller', 'beekeeper', 'iwas'])
      expect(names).not.toContain(n);
    const co = await api.call<MessageRecipient[]>('GET', 'common/GetMessageRecipients?Search=Co', {
      token: tokens.beekeeper,
    });
    expect(co.body.data).toEqual([{ UserName: 'coordinator', FullName: 'Cora Coordinator', RoleId: 13 }]);
  });

  it('never offers a deactivated account, and refuses to send to one (400, nothing written)', async () => {
    // gen-inactive: a ByStander an administrator deactivated (seed).
    const res = await api.call<MessageRecipient[]>('GET', 'common/GetMessageRecipients?Search=gen-', {
      token: tokens.superadmin,
    });
    const names = res.body.data.map((r) => r.UserName);
    expect(names).toContain('gen-expiring');
    expect(names).not.toContain('gen-inactive');
    const sent = await send('superadmin', { ToUserName: 'gen-inactive', Title: 'T', Body: 'B' });
    expectRefused(sent, 400, MessageMsg.recipientInactive);
    const sentBox = (await box('superadmin', 'type=1&RecordPerPage=50')).body.data;
    expect(sentBox.filter((m) => m.ToUserName === 'gen-inactive')).toHaveLength(0);
  });

  it('gives administrators every user', async () => {
    // A search answers at most RECIPIENT_SEARCH_MAX names, so each user is looked up by name.
    for (const userName of ['pesticide', 'bystander', 'controller', 'beekeeper', 'iwas']) {
      const res = await api.call<MessageRecipient[]>(
        'GET',
        `common/GetMessageRecipients?Search=${userName}`,
        {
          token: tokens.superadmin,
        },
      );
      expect(res.body.data.map((r) => r.UserName)).toContain(userName);
    }
  });
});

describe('reading boxes', () => {
  it('pages a box by NextToken, newest first, without gaps or repeats', async () => {
    for (let i = 1; i <= 5; i++)
      await send('superadmin', { ToUserName: 'spraylaison', Title: `Paging ${i}`, Body: `n${i}` });
    const all = (await box('spraylaison', 'type=0&RecordPerPage=50')).body.data;
    const seen: DeviceMessage[] = [];
    let next: string | null | undefined;
    let page = 1;
    do {
      const q = `type=0&RecordPerPage=2&PageIndex=${page}${next ? `&NextToken=${encodeURIComponent(next)}` : ''}`;
      const res = await box('spraylaison', q);
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data);
      next = res.body.NextToken;
      page += 1;
    } while (next);
    expect(seen.map((m) => m.MessageId)).toEqual(all.map((m) => m.MessageId));
    const dates = all.map((m) => m.SendDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.slice(0, 5).map((m) => m.Title)).toEqual([
      'Paging 5',
      'Paging 4',
      'Paging 3',
      'Paging 2',
      'Paging 1',
    ]);
  });

  it('defaults to the inbox, 10 a page, and enforces the paging limits', async () => {
    const res = await box('spraylaison', '');
    expect(res.status).toBe(200);
    expect(res.body.data.every((m) => m.Box === 0)).toBe(true);
    expect(res.body.data.length).toBeLessThanOrEqual(10);
    for (const q of ['RecordPerPage=51', 'RecordPerPage=0', 'RecordPerPage=abc']) {
      const bad = await box('spraylaison', q);
      expect(bad.status).toBe(400);
      expect(bad.body.ErrorCode).toBe(1);
    }
    expect((await box('spraylaison', 'RecordPerPage=51')).body.ErrorMessage).toBe(
      'RecordPerPage must be between 1 and 50',
    );
    const noToken = await box('spraylaison', 'PageIndex=2');
    expectRefused(noToken, 400, 'PageIndex > 1 needs the NextToken of the previous page');
    expect((await box('spraylaison', 'type=2')).status).toBe(400);
    expect((await box('spraylaison', 'NextToken=garbage')).status).toBe(400);
  });

  it("refuses another user's box (403) and accepts the caller's own User_Idx", async () => {
    const other = await box('beekeeper', 'UserID=coordinator');
    expectRefused(other, 403, 'You can only read your own messages');
    // The User_Idx of the sign-in answer (spec §3 "Login response user").
    const signIn = await api.call<{ User: SessionUser }>('POST', 'account/Authenticate', {
      body: { UserName: 'beekeeper', Password: DEMO_PASSWORD },
    });
    const idx = signIn.body.data.User.User_Idx;
    expect(idx).toMatch(/\S/);
    expect((await box('beekeeper', 'UserID=beekeeper')).status).toBe(200);
    expect((await box('beekeeper', `UserID=${idx}`)).status).toBe(200);
    // A NextToken of another box cannot open it: the token is bound to the caller's box.
    for (const n of [1, 2])
      await send('superadmin', { ToUserName: 'coordinator', Title: `Token ${n}`, Body: 'x' });
    const page = await box('coordinator', 'type=0&RecordPerPage=1');
    expect(page.body.NextToken).toEqual(expect.any(String));
    const stolen = await box(
      'beekeeper',
      `type=0&RecordPerPage=1&NextToken=${encodeURIComponent(page.body.NextToken!)}`,
    );
    expect(stolen.status).toBe(400);
  });

  it('marks read once (counter −1, idempotent), unread again (+1), and only your own messages', async () => {
    const { MessageId } = (
      await send('superadmin', { ToUserName: 'coordinator', Title: 'Read me', Body: 'x' })
    ).body.data;
    const start = await unread('coordinator');
    expect((await mark('coordinator', MessageId)).body.data.Unread).toBe(start - 1);
    expect((await mark('coordinator', MessageId)).body.data.Unread).toBe(start - 1);
    const inbox = (await box('coordinator', 'type=0')).body.data;
    expect(inbox.find((m) => m.MessageId === MessageId)?.IsRead).toBe(true);
    expect((await mark('coordinator', MessageId, false)).body.data.Unread).toBe(start);
    const stranger = await mark('beekeeper', MessageId);
    expect(stranger.status).toBe(404);
    expect(await unread('coordinator')).toBe(start);
  });
});

describe('escalations in portal inboxes', () => {
  const controllerToken = () => api.token('controller');

  async function addCategory(token: string, Name: string) {
    const category = await api.call<{ CategoryID: string }>('POST', 'admin/AddEditCategory', {
      token,
      body: {
        Name,
        Description: 'Escalation to portal inboxes',
        Responsibility: 4,
        EscalateByInt: 2,
        Map: true,
        Notes: true,
        ActivityNotes: 'Check the hives',
        Recipients: [
          { Name: 'Bea', Email: 'BeeKeeper@bee.watch.local', Phone: '' },
          { Name: 'Outside agency', Email: 'desk@agency.example', Phone: '' },
        ],
      },
    });
    expect(category.status).toBe(200);
    return category.body.data.CategoryID;
  }

  async function addRecord(token: string, CategoryID: string, at: [number, number], Description: string) {
    const res = await api.call<{ HornetTrackingID: string }>('POST', 'mobile/CreateTrackingRecord', {
      token,
      body: {
        Latitude: at[0],
        Longitude: at[1],
        CategoryID,
        Description,
        CreatedDate: new Date().toISOString(),
      },
    });
    expect(res.status).toBe(200);
    return res.body.data.HornetTrackingID;
  }

  /** The user's escalation messages of one category, once `ready` holds (the worker is async). */
  async function escalationsOf(token: string, categoryId: string, ready: (m: DeviceMessage[]) => boolean) {
    const until = Date.now() + 20_000;
    for (;;) {
      const res = await api.call<DeviceMessage[]>('GET', 'common/GetDeviceMessages?type=0&RecordPerPage=50', {
        token,
      });
      const found = res.body.data.filter((m) => m.Escalation?.CategoryID === categoryId);
      if (ready(found) || Date.now() > until) return found;
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  const countOf = (n: number) => (found: DeviceMessage[]) => found[0]?.Escalation?.Count === n;

  it("gathers a category's new records into one unread message per user that names each record", async () => {
    const controller = await controllerToken();
    const categoryId = await addCategory(controller, 'Inbox escalation test');
    const unreadBefore = await unread('controller');
    const beekeeperUnreadBefore = await unread('beekeeper');
    const geneva = await addRecord(controller, categoryId, [46.2044, 6.1432], 'Nest near the hives');
    const lausanne = await addRecord(controller, categoryId, [46.52087, 6.62414], 'Second nest');
    const toController = await escalationsOf(controller, categoryId, countOf(2));
    // One message for both records: the dropdown shows one line for the category, not two equal ones.
    expect(toController).toHaveLength(1);
    const [m] = toController;
    expect(m).toMatchObject({ From: 'Bee.Watch', FromUserName: null, IsRead: false });
    expect(await unread('controller')).toBe(unreadBefore + 1);
    const g = m!.Escalation!;
    expect(g).toMatchObject({
      CategoryName: 'Inbox escalation test',
      Count: 2,
      Instructions: 'Check the hives',
    });
    expect(g.Records.map((r) => r.HornetTrackingID)).toEqual([lausanne, geneva]);
    expect(g.Records.map((r) => r.Notes)).toEqual(['Second nest', 'Nest near the hives']);
    // Which record: the latest one's place and date-time in the title, each record in the body.
    const [latest, first] = g.Records;
    expect(latest!.Place).toEqual(expect.any(String));
    expect(first!.Place).not.toBe(latest!.Place);
    expect(m!.Title).toMatch(
      new RegExp(
        `^2 Asian hornet reports — Inbox escalation test; latest: .+, \\d{2}-[A-Z][a-z]{2}-\\d{2} \\d{2}:\\d{2} UTC$`,
      ),
    );
    expect(m!.Title).toContain(latest!.Place!);
    expect(m!.Body).toContain(`/activityhornet/${geneva}`);
    expect(m!.Body).toContain(`/activityhornet/${lausanne}`);
    expect(m!.Body).toContain('Notes: Nest near the hives');
    expect(m!.Texts!.fr.Title).toMatch(
      /^2 signalements de frelon asiatique — Inbox escalation test ; dernier : /,
    );
    expect(m!.Texts!.en.Title).toBe(m!.Title);
    // The recipient who is a portal user gets the same gathering, once.
    const toBeekeeper = await escalationsOf(tokens.beekeeper!, categoryId, countOf(2));
    expect(toBeekeeper).toHaveLength(1);
    expect(await unread('beekeeper')).toBe(beekeeperUnreadBefore + 1);

    // Read: the next record starts a new unread message; the read one keeps its two records.
    expect((await mark('controller', m!.MessageId)).status).toBe(200);
    const third = await addRecord(controller, categoryId, [46.2044, 6.1432], 'Third');
    const after = await escalationsOf(controller, categoryId, (found) => found.length === 2);
    expect(after.map((x) => [x.IsRead, x.Escalation!.Count])).toEqual([
      [false, 1],
      [true, 2],
    ]);
    expect(after[0]!.Escalation!.Records[0]!.HornetTrackingID).toBe(third);
    expect(after[0]!.Title).toMatch(/^Asian hornet report — Inbox escalation test: /);
    expect(await unread('controller')).toBe(unreadBefore + 1);
    for (const id of [geneva, lausanne, third])
      await api.call('POST', `beewatchagent/DeleteTrackingHistory?HornetTrackingID=${id}`, {
        token: controller,
      });
  });

  it('counts every record when several arrive at once', async () => {
    const controller = await controllerToken();
    const categoryId = await addCategory(controller, 'Inbox burst test');
    const ids = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => addRecord(controller, categoryId, [46.2 + i / 100, 6.14], `Burst ${i}`)),
    );
    const found = await escalationsOf(controller, categoryId, countOf(5));
    expect(found).toHaveLength(1);
    expect(found[0]!.Escalation!.Count).toBe(5);
    expect(new Set(found[0]!.Escalation!.Records.map((r) => r.HornetTrackingID))).toEqual(new Set(ids));
    for (const id of ids)
      await api.call('POST', `beewatchagent/DeleteTrackingHistory?HornetTrackingID=${id}`, {
        token: controller,
      });
  });
});

describe('the email directory follows My Profile', () => {
  it('finds a recipient by a new My Profile email only once its code is confirmed, then no longer by the old one', async () => {
    const profile = (Email: string) => profileBody({ Salutation: 'Mx', FName: 'Sam', LName: 'Super', Email });
    const update = (Email: string) =>
      api.call('POST', 'account/UpdateProfile', { token: tokens.superadmin, body: profile(Email) });
    const confirm = (VerificationCode: string) =>
      api.call('POST', 'account/ConfirmEmailChange', {
        token: tokens.superadmin,
        body: { VerificationCode },
      });
    const controller = await api.token('controller');
    const escalateTo = async (name: string, Email: string) => {
      const category = await api.call<{ CategoryID: string }>('POST', 'admin/AddEditCategory', {
        token: controller,
        body: {
          Name: name,
          Description: 'Email directory test',
          Responsibility: 4,
          EscalateByInt: 2,
          Map: true,
          Notes: true,
          ActivityNotes: 'Directory test',
          Recipients: [{ Name: 'Sam', Email, Phone: '' }],
        },
      });
      expect(category.status).toBe(200);
      const report = await api.call<{ HornetTrackingID: string }>('POST', 'mobile/CreateTrackingRecord', {
        token: controller,
        body: {
          Latitude: 46.2,
          Longitude: 6.14,
          CategoryID: category.body.data.CategoryID,
          Description: 'Directory',
          CreatedDate: new Date().toISOString(),
        },
      });
      const recordId = report.body.data.HornetTrackingID;
      // The escalation has run once the recipient's email is in the outbox.
      const until = Date.now() + 15_000;
      while (!(await api.outbox()).some((m) => m.to.includes(Email) && m.subject?.includes(name))) {
        if (Date.now() > until) throw new Error(`no escalation email to ${Email}`);
        await new Promise((r) => setTimeout(r, 200));
      }
      const inbox = (await box('superadmin', 'type=0&RecordPerPage=50')).body.data;
      await api.call('POST', `beewatchagent/DeleteTrackingHistory?HornetTrackingID=${recordId}`, {
        token: controller,
      });
      return inbox.filter((m) => m.Escalation?.Records.some((r) => r.HornetTrackingID === recordId)).length;
    };
    expect((await update('sam.desk@bee.watch.local')).status).toBe(200);
    const code = await api.latestCode('sam.desk@bee.watch.local');
    try {
      // Not yet confirmed: a recipient with the new address reaches no inbox; the old one still does.
      expect(await escalateTo('Inbox by unconfirmed email', 'sam.desk@bee.watch.local')).toBe(0);
      expect(await escalateTo('Inbox by verified email', 'superadmin@bee.watch.local')).toBe(1);
      expect((await confirm(code)).status).toBe(200);
      expect(await escalateTo('Inbox by new email', 'sam.desk@bee.watch.local')).toBe(1);
      expect(await escalateTo('Inbox by old email', 'superadmin@bee.watch.local')).toBe(0);
    } finally {
      if ((await update('superadmin@bee.watch.local')).status === 200)
        await confirm(await api.latestCode('superadmin@bee.watch.local'));
    }
  });
});

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TrackingHistoryMsg, type TrackingHistoryCsvData, type TrackingHistoryRow } from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { expectRefused } from '../support/expect-envelope.js';

// beewatchagent/trackinghistory (role-screens §9.1): each role's own records, the swarm
// coordinator's domain with first names only, evidence of one's own records, the export.
const api = new PortalApi(inject('baseUrl'));
const tokens: Record<string, string> = {};
const created: string[] = [];
let categoryId = '';
let otherCategoryId = '';
// A marker in the notes, so the domain view's own records are told from the seeded ones.
const MARK = `th${Date.now().toString(36).slice(-5)}`;

async function createRecord(
  user: string,
  lat: number,
  lng: number,
  description: string,
  date: string,
  cat = categoryId,
) {
  const res = await api.call<{ HornetTrackingID: string }>('POST', 'mobile/CreateTrackingRecord', {
    token: tokens[user],
    body: { Latitude: lat, Longitude: lng, CategoryID: cat, Description: description, CreatedDate: date },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  created.push(res.body.data.HornetTrackingID);
  return res.body.data.HornetTrackingID;
}

const history = (user: string, body: Record<string, unknown> = {}) =>
  api.call<TrackingHistoryRow[]>('POST', 'beewatchagent/FetchMyTrackingHistory', {
    token: tokens[user],
    body,
  });

const ids: Record<string, string> = {};

beforeAll(async () => {
  for (const u of ['pesticide', 'coordinator', 'beekeeper', 'bystander', 'controller', 'inspector'])
    tokens[u] = await api.token(u);
  const categories = (
    await api.call<{ CategoryID: string; Name: string }[]>('GET', 'mobile/GetCategoryList', {
      token: tokens.pesticide,
    })
  ).body.data;
  categoryId = categories[0]!.CategoryID;
  otherCategoryId = categories[1]!.CategoryID;
  // The pesticide user's three: two near Guildford (the coordinator's domain), one in Paris.
  ids.guildfordOld = await createRecord(
    'pesticide',
    51.2433,
    -0.5702,
    `${MARK} apple orchard`,
    '2026-05-01T10:00:00Z',
  );
  ids.guildfordNew = await createRecord(
    'pesticide',
    51.2601,
    -0.5405,
    `${MARK} hedge`,
    '2026-06-01T10:00:00Z',
    otherCategoryId,
  );
  ids.paris = await createRecord('pesticide', 48.8606, 2.3376, `${MARK} louvre`, '2026-05-15T10:00:00Z');
  ids.beekeeper = await createRecord(
    'beekeeper',
    51.2362,
    -0.5747,
    `${MARK} beekeeper`,
    '2026-05-20T10:00:00Z',
  );
});

afterAll(async () => {
  for (const id of created)
    await api.call('POST', `beewatchagent/DeleteTrackingHistory?HornetTrackingID=${id}`, {
      token: tokens.controller,
    });
});

describe('beewatchagent/FetchMyTrackingHistory: own records', () => {
  it('lists only the caller’s records, newest first, without the uploader and with their status', async () => {
    const res = await history('pesticide');
    expect(res.status).toBe(200);
    expect(res.body.TotalRecord).toBe(3);
    expect(res.body.data.map((r) => r.HornetTrackingID)).toEqual([
      ids.guildfordNew,
      ids.paris,
      ids.guildfordOld,
    ]);
    for (const r of res.body.data) {
      expect(r).not.toHaveProperty('CreatedByUserName');
      expect(r).toMatchObject({ Source: null, IsOwn: true });
      expect(['Uploaded', 'Escalated']).toContain(r.Status);
    }
    // Another role sees none of them.
    const bystander = await history('bystander');
    expect(bystander.body.data.map((r) => r.HornetTrackingID)).not.toContain(ids.paris);
  });

  it('pages 15 by default, by NextToken only for the same query', async () => {
    const first = await history('pesticide', { RecordPerPage: 2 });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.NextToken).toBeTruthy();
    const second = await history('pesticide', {
      RecordPerPage: 2,
      PageIndex: 2,
      NextToken: first.body.NextToken,
    });
    expect(second.body.data.map((r) => r.HornetTrackingID)).toEqual([ids.guildfordOld]);
    expect(second.body.NextToken).toBeNull();
    const noToken = await history('pesticide', { PageIndex: 2 });
    expect(noToken.status).toBe(400);
    const otherSort = await history('pesticide', {
      RecordPerPage: 2,
      PageIndex: 2,
      NextToken: first.body.NextToken,
      orderColumn: 'Location',
    });
    expect(otherSort.status).toBe(400);
  });

  it('filters by category, dates and search, and sorts by location', async () => {
    const byCategory = await history('pesticide', { CategoryID: otherCategoryId });
    expect(byCategory.body.data.map((r) => r.HornetTrackingID)).toEqual([ids.guildfordNew]);
    const may = await history('pesticide', {
      FromDate: '2026-05-01T00:00:00Z',
      ToDate: '2026-05-31T23:59:59Z',
    });
    expect(may.body.data.map((r) => r.HornetTrackingID)).toEqual([ids.paris, ids.guildfordOld]);
    const search = await history('pesticide', { Search: 'APPLE' });
    expect(search.body.data.map((r) => r.HornetTrackingID)).toEqual([ids.guildfordOld]);
    const byPlace = await history('pesticide', { orderColumn: 'Location', order: 'asc' });
    const places = byPlace.body.data.map((r) => (r.LocationAddress ?? '~').toLowerCase());
    expect(places).toEqual([...places].sort());
  });

  it('exports the caller’s records in Reporting.csv’s fields', async () => {
    const res = await api.call<TrackingHistoryCsvData>('POST', 'beewatchagent/FetchMyTrackingHistory', {
      token: tokens.pesticide,
      body: { Export: 'csv', RecordPerPage: 10000 },
    });
    expect(res.status).toBe(200);
    expect(res.body.TotalRecord).toBe(3);
    expect(res.body.data.Rows.map((r) => r.Description)).toEqual([
      `${MARK} hedge`,
      `${MARK} louvre`,
      `${MARK} apple orchard`,
    ]);
    expect(Object.keys(res.body.data.Categories).sort()).toEqual([categoryId, otherCategoryId].sort());
  });

  it('refuses bad input with a 400 envelope', async () => {
    for (const body of [
      { RecordPerPage: 500 },
      { Scope: 'Everyone' },
      { Search: 'x'.repeat(101) },
      { CreatedBy: 'beekeeper' },
    ]) {
      const res = await history('pesticide', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data).toBeNull();
    }
    const long = await history('pesticide', { Search: 'x'.repeat(101) });
    expect(long.body.ErrorMessage).toContain(TrackingHistoryMsg.searchTooLong);
  });

  it('is refused to the roles whose menu does not have it', async () => {
    for (const user of ['controller', 'inspector']) {
      const res = await history(user);
      expect(res.status, user).toBe(403);
    }
  });
});

describe('the swarm coordinator’s domain view', () => {
  it('shows the records placed in the Surrey domain with the uploader’s first name only', async () => {
    const res = await history('coordinator', { Scope: 'Domain', Search: MARK, RecordPerPage: 100 });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.data.map((r) => [r.HornetTrackingID, r]));
    expect([...byId.keys()].sort()).toEqual([ids.guildfordOld, ids.guildfordNew, ids.beekeeper].sort());
    expect(byId.get(ids.guildfordOld)).toMatchObject({ Source: 'Pat', IsOwn: false });
    expect(byId.get(ids.beekeeper)).toMatchObject({ Source: 'Bea', IsOwn: false });
    expect(JSON.stringify(res.body.data)).not.toContain('pesticide');
    // Mine: the coordinator has uploaded none of these.
    const mine = await history('coordinator', { Search: MARK });
    expect(mine.body.data).toEqual([]);
  });

  it('is refused to the other roles (403, nothing listed)', async () => {
    const res = await history('pesticide', { Scope: 'Domain' });
    expectRefused(res, 403, TrackingHistoryMsg.notCoordinator);
    expect(res.body.data).toBeNull();
  });
});

describe('evidence of one’s own records', () => {
  it('opens the caller’s own record (no image here: 404 Image not found), never another user’s', async () => {
    const own = await api.call('GET', `beewatchagent/MyTrackingImage?id=${ids.paris}`, {
      token: tokens.pesticide,
    });
    expectRefused(own, 404, 'Image not found');
    const others = await api.call('GET', `beewatchagent/MyTrackingImage?id=${ids.beekeeper}`, {
      token: tokens.pesticide,
    });
    expectRefused(others, 404, TrackingHistoryMsg.notFound);
    const video = await api.call('GET', `beewatchagent/MyTrackingMedia?ID=${ids.beekeeper}&type=video`, {
      token: tokens.bystander,
    });
    expectRefused(video, 404, TrackingHistoryMsg.notFound);
  });

  it('lets the coordinator open a record in the domain, not one outside it', async () => {
    const inDomain = await api.call('GET', `beewatchagent/MyTrackingImage?id=${ids.guildfordOld}`, {
      token: tokens.coordinator,
    });
    expect(inDomain.body.ErrorMessage).toBe('Image not found');
    const outside = await api.call('GET', `beewatchagent/MyTrackingImage?id=${ids.paris}`, {
      token: tokens.coordinator,
    });
    expect(outside.body.ErrorMessage).toBe(TrackingHistoryMsg.notFound);
  });
});

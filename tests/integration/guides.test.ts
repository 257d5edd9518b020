import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Role, type GuideAdminItem, type UserGuideData } from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { adminToken } from './content-support.js';
import { expectRefused } from '../support/expect-envelope.js';

const api = new PortalApi(inject('baseUrl'));
let admin: string;

const guide = (RoleID: number | string, LanguageID: number | string) =>
  api.call<UserGuideData>('GET', `common/GetUserGuide?RoleID=${RoleID}&LanguageID=${LanguageID}`);
const save = (body: unknown) =>
  api.call<GuideAdminItem>('POST', 'admin/SaveUserGuide', { token: admin, body });
/** Saves a new English item of the SwarmWatch guide. */
const saveSwarmWatchItem = (LinkHeader: string, LinkDetails: string) =>
  save({ RoleID: Role.SwarmWatch, LanguageID: 1, LinkHeader, LinkDetails });

beforeAll(async () => {
  admin = await adminToken(api);
});

describe('public user guide (home/userguide, home/userguideapp)', () => {
  it.each(Object.entries(Role))(
    'has seeded items for %s in English and French, without signing in',
    async (_n, id) => {
      for (const lang of [1, 2]) {
        const res = await guide(id, lang);
        expect(res.status).toBe(200);
        expect(res.body.data.ObjDetails.length).toBeGreaterThanOrEqual(6);
        const orders = res.body.data.ObjDetails.map((i) => i.SortOrder);
        expect(orders).toEqual([...orders].sort((a, b) => a - b));
      }
      const en = (await guide(id, 1)).body.data.ObjDetails.map((i) => i.LinkHeader);
      const fr = (await guide(id, 2)).body.data.ObjDetails.map((i) => i.LinkHeader);
      expect(en).toContain('Messages');
      expect(fr).toContain('Se connecter');
    },
  );

  it('describes the screens of the role: the controller gets reporting and categories', async () => {
    const items = (await guide(Role.BSController, 1)).body.data.ObjDetails;
    expect(items[0]!.LinkHeader).toBe('Reporting: hornet tracking history');
    expect(items[0]!.LinkDetails).toContain('Reporting.csv');
    expect(items[1]!.LinkHeader).toBe('Categories and escalation');
  });

  it('answers an empty list for a role or language without items, and 400 for non-numbers', async () => {
    expect((await guide(99, 1)).body.data.ObjDetails).toEqual([]);
    expect((await guide(1, 3)).body.data.ObjDetails).toEqual([]);
    const bad = await guide('abc', 1);
    expectRefused(bad, 400, 'Unknown role');
  });
});

describe('admin guide editing (admin/userguide, admin/adduserguide)', () => {
  it('sanitizes HTML before storing: no script, event handler, javascript: link, iframe or style', async () => {
    const LinkDetails =
      '<p onclick="alert(1)">Safe <strong>bold</strong> <a href="javascript:alert(2)">bad link</a> ' +
      '<a href="https://bee.watch/help" target="_blank">good link</a></p>' +
      '<script>alert(3)</script><img src=x onerror="alert(4)"><iframe src="https://evil.example"></iframe>' +
      '<style>body{display:none}</style><svg onload="alert(5)"></svg><a href="JaVaScRiPt:alert(6)">x</a>' +
      '<a href="data:text/html,<script>alert(7)</script>">d</a>';
    const res = await saveSwarmWatchItem('<b>XSS test</b>', LinkDetails);
    expect(res.status).toBe(200);
    const stored = res.body.data.LinkDetails;
    for (const bad of [
      '<script',
      'onclick',
      'onerror',
      'onload',
      'javascript:',
      'JaVaScRiPt',
      '<iframe',
      '<style',
      '<img',
      '<svg',
      'data:text',
      'alert(3)',
    ])
      expect(stored).not.toContain(bad);
    expect(stored).toContain('<strong>bold</strong>');
    expect(stored).toContain(
      '<a href="https://bee.watch/help" target="_blank" rel="noopener noreferrer">good link</a>',
    );
    // The header is plain text: kept as typed, shown as text by the web.
    expect(res.body.data.LinkHeader).toBe('<b>XSS test</b>');
    const item = (await guide(Role.SwarmWatch, 1)).body.data.ObjDetails.find(
      (i) => i.DetailsID === res.body.data.DetailsID,
    );
    expect(item?.LinkDetails).toBe(stored);
  });

  it('refuses details that are empty once sanitized, and a missing header', async () => {
    const onlyScript = await saveSwarmWatchItem('Empty', '<script>alert(1)</script><p> </p>');
    expectRefused(onlyScript, 400, 'Please enter Details');
    const noHeader = await saveSwarmWatchItem(' ', '<p>x</p>');
    expectRefused(noHeader, 400, 'Please enter Header');
    const badRole = await save({ RoleID: 99, LanguageID: 1, LinkHeader: 'x', LinkDetails: '<p>x</p>' });
    expect(badRole.status).toBe(400);
  });

  it('edits an existing item in place, refuses to edit a missing one, and deletes', async () => {
    const created = (
      await save({
        RoleID: Role.ByStander,
        LanguageID: 2,
        LinkHeader: 'À modifier',
        LinkDetails: '<p>v1</p>',
        SortOrder: 900,
      })
    ).body.data;
    const edited = await save({ ...created, LinkDetails: '<p>v2</p>' });
    expect(edited.status).toBe(200);
    const fetched = await api.call<GuideAdminItem>(
      'GET',
      `admin/FetchUserGuideItem?RoleID=${Role.ByStander}&LanguageID=2&DetailsID=${created.DetailsID}`,
      { token: admin },
    );
    expect(fetched.body.data).toMatchObject({ LinkDetails: '<p>v2</p>', UpdatedBy: 'admin' });
    const missing = await save({ ...created, DetailsID: 'NOPE123' });
    expect(missing.status).toBe(404);
    const del = await api.call('POST', 'admin/DeleteUserGuide', {
      token: admin,
      body: { RoleID: Role.ByStander, LanguageID: 2, DetailsID: created.DetailsID },
    });
    expect(del.status).toBe(200);
    const list = await api.call<GuideAdminItem[]>(
      'GET',
      `admin/UserGuideList?RoleID=${Role.ByStander}&LanguageID=2`,
      {
        token: admin,
      },
    );
    expect(list.body.data.map((i) => i.DetailsID)).not.toContain(created.DetailsID);
  });

  it('is for administrators only', async () => {
    const beekeeper = await api.token('beekeeper');
    const res = await api.call('POST', 'admin/SaveUserGuide', {
      token: beekeeper,
      body: { RoleID: 14, LanguageID: 1, LinkHeader: 'x', LinkDetails: '<p>x</p>' },
    });
    expect(res.status).toBe(403);
  });
});

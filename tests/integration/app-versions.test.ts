import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppVersion, DownloadFileData, SaveAppVersionData } from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { adminToken } from './content-support.js';
import { expectRefused } from '../support/expect-envelope.js';

const api = new PortalApi(inject('baseUrl'));
let admin: string;
/** A real zip holding AndroidManifest.xml: the demo package. */
const ZIP = readFileSync(new URL('../../scripts/local/content/beewatch-demo.apk', import.meta.url));
const PNG = readFileSync(new URL('../../scripts/local/sample-media/hornet.png', import.meta.url));

const download = (folder: string, file: string) =>
  api.call<DownloadFileData>(
    'GET',
    `common/DownloadFile?FolderName=${encodeURIComponent(folder)}&FileName=${encodeURIComponent(file)}`,
  );
async function upload(upload: NonNullable<SaveAppVersionData['Upload']>, bytes: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(upload.Fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)]), 'package.apk');
  const res = await fetch(upload.Url, { method: 'POST', body: form });
  expect(res.status).toBeLessThan(300);
}
const add = (body: unknown) =>
  api.call<SaveAppVersionData>('POST', 'admin/AddAppVersion', { token: admin, body });
const confirm = (id: string) =>
  api.call<AppVersion>('POST', `admin/ConfirmAppPackage?AppVersionID=${id}`, { token: admin, body: {} });

beforeAll(async () => {
  admin = await adminToken(api);
});

describe('downloadapk/{FolderName}/{FileName}', () => {
  it('gives a short-lived link that downloads the seeded package as <FolderName>.apk', async () => {
    const res = await download('BeeWatch', 'beewatch-2-4-0');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ FileName: 'BeeWatch.apk', Version: '2.4.0', AppName: 'Bee.Watch' });
    const file = await fetch(res.body.data.Url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="BeeWatch.apk"');
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
  });

  it('answers unknown names with a clear 404', async () => {
    const res = await download('BeeWatch', 'no-such-file');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ ErrorCode: 5, ErrorMessage: 'App package not found', data: null });
    expect((await download('Nope', 'beewatch-2-4-0')).status).toBe(404);
  });

  it.each([
    ['..', 'beewatch-2-4-0'],
    ['../apps', 'beewatch-2-4-0'],
    ['BeeWatch', '../../tracking/x/image'],
    ['BeeWatch', '..%2f..%2fsecret'],
    ['%2e%2e', 'beewatch-2-4-0'],
    ['Bee\\Watch', 'beewatch-2-4-0'],
    ['BeeWatch', 'beewatch-2.4.0.apk'],
    ['BeeWatch', 'a/b'],
    ['', 'x'],
  ])('refuses path traversal and odd names (%s / %s) with a 400 envelope', async (folder, file) => {
    const res = await download(folder, file);
    expect(res.status).toBe(400);
    expect(res.body.ErrorCode).toBe(1);
    expect(res.body.data).toBeNull();
  });
});

describe('app versions (admin/appversionlist, addappversion, editappversion)', () => {
  it('adds a version, uploads and checks its package, then lists and serves it', async () => {
    const res = await add({
      AppName: 'Bee.Watch',
      FolderName: 'BeeWatchBeta',
      FileName: 'beta-3-0-0',
      Version: '3.0.0',
      Platform: 2,
      Notes: 'Beta',
    });
    expect(res.status).toBe(200);
    const id = res.body.data.AppVersion.AppVersionID;
    expect(res.body.data.AppVersion.Status).toBe('Pending');
    expect((await download('BeeWatchBeta', 'beta-3-0-0')).status).toBe(404);
    await upload(res.body.data.Upload!, ZIP);
    const confirmed = await confirm(id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ Status: 'Available', SizeBytes: ZIP.length });
    const dl = await download('BeeWatchBeta', 'beta-3-0-0');
    expect(dl.body.data.FileName).toBe('BeeWatchBeta.apk');
    const list = await api.call<AppVersion[]>('GET', 'admin/AppVersionList', { token: admin });
    expect(list.body.data[0]!.AppVersionID).toBe(id);
  });

  it('refuses a package that is not a zip, and a confirmation without upload; the version stays unavailable', async () => {
    const res = await add({
      AppName: 'X',
      FolderName: 'Fake',
      FileName: 'fake-1',
      Version: '1',
      Platform: 8,
    });
    const id = res.body.data.AppVersion.AppVersionID;
    const missing = await confirm(id);
    expectRefused(missing, 400, 'The package has not been uploaded');
    await upload(res.body.data.Upload!, Buffer.from('<html>not an app</html>'));
    const bad = await confirm(id);
    expectRefused(bad, 400, 'The package is not an APK (zip) file');
    const fetched = await api.call<AppVersion>('GET', `admin/FetchAppVersion?AppVersionID=${id}`, {
      token: admin,
    });
    expect(fetched.body.data.Status).toBe('Pending');
    expect((await download('Fake', 'fake-1')).status).toBe(404);
  });

  it.each([
    ['PNG+ZIP polyglot', () => Buffer.concat([PNG, ZIP])],
    [
      'zip with HTML appended',
      () => Buffer.concat([ZIP, Buffer.from('<html><script>alert(1)</script></html>')]),
    ],
    [
      'zip without AndroidManifest.xml',
      () =>
        Buffer.from(
          ZIP.toString('latin1').replaceAll('AndroidManifest.xml', 'AndroidManifest.txt'),
          'latin1',
        ),
    ],
  ])('refuses a %s by its zip structure; nothing is published', async (_name, make) => {
    const res = await add({
      AppName: 'Poly',
      FolderName: 'Poly',
      FileName: `poly-${Date.now()}`,
      Version: '1',
      Platform: 8,
    });
    const id = res.body.data.AppVersion.AppVersionID;
    await upload(res.body.data.Upload!, make());
    const bad = await confirm(id);
    expectRefused(bad, 400, 'The package is not an APK (zip) file');
    expect((await download('Poly', res.body.data.AppVersion.FileName)).status).toBe(404);
  });

  it('refuses a second version with the same folder and file (409), bad names and platforms (400)', async () => {
    const dup = await add({
      AppName: 'Dup',
      FolderName: 'beewatch',
      FileName: 'BEEWATCH-2-4-0',
      Version: '9',
      Platform: 2,
    });
    expectRefused(dup, 409, 'This folder already has a file with this name');
    for (const body of [
      { AppName: 'A', FolderName: '../x', FileName: 'f', Version: '1', Platform: 2 },
      { AppName: 'A', FolderName: 'x', FileName: 'f.apk', Version: '1', Platform: 2 },
      { AppName: 'A', FolderName: 'x', FileName: 'f', Version: '1', Platform: 3 },
      { AppName: '', FolderName: 'x', FileName: 'f', Version: '1', Platform: 2 },
    ])
      expect((await add(body)).status).toBe(400);
  });

  it('edits details and can replace the package', async () => {
    const created = (
      await add({ AppName: 'Ed', FolderName: 'EditMe', FileName: 'v1', Version: '1.0', Platform: 2 })
    ).body.data;
    await upload(created.Upload!, ZIP);
    await confirm(created.AppVersion.AppVersionID);
    const edited = await api.call<SaveAppVersionData>('POST', 'admin/EditAppVersion', {
      token: admin,
      body: {
        AppVersionID: created.AppVersion.AppVersionID,
        AppName: 'Edited',
        Version: '1.1',
        Platform: 8,
        Notes: 'n',
        ReplacePackage: true,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.AppVersion).toMatchObject({
      AppName: 'Edited',
      Version: '1.1',
      Platform: 8,
      FolderName: 'EditMe',
    });
    expect(edited.body.data.Upload).not.toBeNull();
    const missing = await api.call('POST', 'admin/EditAppVersion', {
      token: admin,
      body: { AppVersionID: 'NOPE', AppName: 'x', Version: '1', Platform: 2 },
    });
    expect(missing.status).toBe(404);
  });
});

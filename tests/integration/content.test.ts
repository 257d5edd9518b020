import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { PublicImageData, SpeciesVideoData, TrackingRecord } from '@beewatch/shared';
import { PortalApi } from '../support/api.js';
import { expectErrorEnvelope, expectRefused } from '../support/expect-envelope.js';

const api = new PortalApi(inject('baseUrl'));
let withImage: string;
let withoutImage: string;
let controllerToken: string;

beforeAll(async () => {
  const token = await api.token('controller');
  controllerToken = token;
  const res = await api.call<TrackingRecord[]>('POST', 'beewatchagent/FetchTrackingHistory', {
    token,
    body: { PageIndex: 1, RecordPerPage: 100, orderColumn: 'Date', order: 'desc' },
  });
  withImage = res.body.data.find((r) => r.IsImageExist)!.HornetTrackingID;
  withoutImage = res.body.data.find((r) => !r.IsImageExist)!.HornetTrackingID;
});

const image = (id: string, token?: string) =>
  api.call<PublicImageData>('GET', `common/RenderImage?ID=${encodeURIComponent(id)}`, { token });

describe('common/renderimage/{ID}', () => {
  it("gives a BS Controller a short-lived URL of a report's image, served as an attachment with its type", async () => {
    const res = await image(withImage, controllerToken);
    expect(res.status).toBe(200);
    expect(res.body.data.ContentType).toMatch(/^image\/(png|jpeg)$/);
    expect(res.body.data).not.toHaveProperty('Base64');
    const file = await fetch(res.body.data.Url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(res.body.data.ContentType);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="hornet-/);
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it("serves the image through the portal's media path with nosniff, its checked type and attachment", async () => {
    // CloudFront's /media/* behaviour in AWS, the local runtime here: S3 alone cannot send nosniff.
    const res = await image(withImage, controllerToken);
    const url = new URL(res.body.data.Url);
    expect(url.port).toBe(new URL(inject('baseUrl')).port);
    expect(url.pathname).toMatch(/^\/media\//);
    for (const method of ['GET', 'HEAD']) {
      const file = await fetch(url, { method });
      expect(file.status, method).toBe(200);
      expect(file.headers.get('x-content-type-options'), method).toBe('nosniff');
      expect(file.headers.get('content-type'), method).toBe(res.body.data.ContentType);
      expect(file.headers.get('content-disposition'), method).toMatch(/^attachment; filename="hornet-/);
      expect(file.headers.get('content-security-policy'), method).toBe("default-src 'none'; sandbox");
    }
    const part = await fetch(url, { headers: { range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await part.arrayBuffer()).byteLength).toBe(4);
    expect((await fetch(url, { method: 'POST' })).status).toBe(403);
  });

  it("opens no one's image to an anonymous caller or another user, whatever id they hold", async () => {
    const anonymous = await image(withImage);
    expectErrorEnvelope(anonymous, 401, 2, 'Please sign in to see this image');
    const forged = await image(withImage, 'not-a-token');
    expect(forged.status).toBe(401);
    const other = await image(withImage, await api.token('beekeeper'));
    expectRefused(other, 404, 'Image not found');
  });

  it("says 'Image not found' for a report without image and an unknown id (404)", async () => {
    for (const id of [withoutImage, '01ARZ3NDEKTSV4RRFFQ69G5FAV']) {
      const res = await image(id, controllerToken);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ ErrorCode: 5, ErrorMessage: 'Image not found', data: null });
    }
  });

  it.each(['../../etc/passwd', '..%2F..%2Fapps', '%2e%2e', 'tracking/x/image', 'a\\b', '', 'x'.repeat(300)])(
    'refuses a malformed or traversing id (%s) before any lookup (400)',
    async (id) => {
      const res = await image(id);
      expectRefused(res, 400, 'Image not found');
    },
  );
});

describe('home/speciciesvideo', () => {
  it('plays the configured clip from S3 with English and French WebVTT captions', async () => {
    const res = await api.call<SpeciesVideoData>('GET', 'common/GetSpeciesVideo');
    expect(res.status).toBe(200);
    expect(res.body.data.Source).toBe('s3');
    expect(res.body.data.Captions.map((c) => c.Language)).toEqual(['en', 'fr']);
    for (const c of res.body.data.Captions) expect(c.Vtt.startsWith('WEBVTT')).toBe(true);
    const clip = await fetch(res.body.data.Url);
    expect(clip.status).toBe(200);
    expect((await clip.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});

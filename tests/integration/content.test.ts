import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { PublicImageData, SpeciesVideoData, TrackingRecord } from '@beewatch/shared';
import { PortalApi } from '../support/api.js';

const api = new PortalApi(inject('baseUrl'));
let withImage: string;
let withoutImage: string;

beforeAll(async () => {
  const token = await api.token('controller');
  const res = await api.call<TrackingRecord[]>('POST', 'beewatchagent/FetchTrackingHistory', {
    token,
    body: { PageIndex: 1, RecordPerPage: 100, orderColumn: 'Date', order: 'desc' },
  });
  withImage = res.body.data.find((r) => r.IsImageExist)!.HornetTrackingID;
  withoutImage = res.body.data.find((r) => !r.IsImageExist)!.HornetTrackingID;
});

const image = (id: string) =>
  api.call<PublicImageData>('GET', `common/RenderImage?ID=${encodeURIComponent(id)}`);

describe('common/renderimage/{ID}', () => {
  it("answers a report's image without signing in", async () => {
    const res = await image(withImage);
    expect(res.status).toBe(200);
    expect(res.body.data.ContentType).toMatch(/^image\/(png|jpeg)$/);
    expect(Buffer.from(res.body.data.Base64, 'base64').length).toBeGreaterThan(100);
  });

  it("says 'Image not found' for a report without image and an unknown id (404)", async () => {
    for (const id of [withoutImage, '01ARZ3NDEKTSV4RRFFQ69G5FAV']) {
      const res = await image(id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ ErrorCode: 5, ErrorMessage: 'Image not found', data: null });
    }
  });

  it.each(['../../etc/passwd', '..%2F..%2Fapps', '%2e%2e', 'tracking/x/image', 'a\\b', '', 'x'.repeat(300)])(
    'refuses a malformed or traversing id (%s) before any lookup (400)',
    async (id) => {
      const res = await image(id);
      expect(res.status).toBe(400);
      expect(res.body.ErrorMessage).toBe('Image not found');
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

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  MEDIA_LIMITS,
  UPLOAD_URL_TTL_S,
  type CategoryOption,
  type MediaKind,
  type TrackingRecord,
} from '@beewatch/shared';
import { presignMedium } from '../../functions/src/ingest/presign.js';
import { PortalApi } from '../support/api.js';
import { expectErrorEnvelope, expectRefused } from '../support/expect-envelope.js';

/**
 * The mobile API as an app uses it: create a record, upload each file with its
 * presigned form straight to the bucket (s3rver), confirm, and see the record in the controller's
 * reporting. Records made here are deleted afterwards so the other files' counts hold.
 */
const api = new PortalApi(inject('baseUrl'));
const SAMPLES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../scripts/local/sample-media',
);
const sample = (file: string) => new Uint8Array(readFileSync(path.join(SAMPLES, file)));
const PNG = sample('hornet.png');
const MP4 = sample('hornet.mp4');
const MP3 = sample('hornet-buzz.mp3');

interface Upload {
  Url: string;
  Fields: Record<string, string>;
  MaxBytes: number;
  ContentType: string;
  Expires: string;
}
interface Created {
  HornetTrackingID: string;
  Uploads: Partial<Record<MediaKind, Upload>>;
}
interface Confirmed {
  HornetTrackingID: string;
  type: MediaKind;
  Available: boolean;
  Pending: MediaKind[];
  Complete: boolean;
}

const tokens: Record<'controller' | 'inspector' | 'beekeeper', string> = {
  controller: '',
  inspector: '',
  beekeeper: '',
};
let categories: CategoryOption[];
const createdIds: string[] = [];

function requestBody(overrides: Record<string, unknown> = {}) {
  return {
    Latitude: 50.7192,
    Longitude: -1.8808,
    CompassDegree: 135,
    CategoryID: categories[0]!.CategoryID,
    Description: 'Hornet flying to the orchard',
    CreatedDate: new Date(Date.now() - 60_000).toISOString(),
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}, token = tokens.inspector) {
  const res = await api.call<Created>('POST', 'mobile/CreateTrackingRecord', {
    token,
    body: requestBody(overrides),
  });
  if (res.status === 200) createdIds.push(res.body.data.HornetTrackingID);
  return res;
}

/** Uploads a file with a presigned form, as `curl -F` would: the fields, then the file last. */
async function upload(form: Upload, bytes: Uint8Array<ArrayBuffer>): Promise<number> {
  const data = new FormData();
  for (const [name, value] of Object.entries(form.Fields)) data.append(name, value);
  data.append('file', new Blob([bytes], { type: form.ContentType }), 'evidence');
  const res = await fetch(form.Url, { method: 'POST', body: data });
  await res.arrayBuffer();
  return res.status;
}

const confirm = (id: string, type: string, token = tokens.inspector) =>
  api.call<Confirmed>('POST', `mobile/ConfirmTrackingMedia?ID=${id}&type=${type}`, { token });

async function recordOf(id: string): Promise<TrackingRecord | undefined> {
  const res = await api.call<TrackingRecord[]>('POST', 'beewatchagent/FetchTrackingHistory', {
    token: tokens.controller,
    body: { SelectedIDx: [id], RecordPerPage: 1 },
  });
  return res.body.data[0];
}

async function totalRecords(): Promise<number> {
  const res = await api.call('POST', 'beewatchagent/FetchTrackingHistory', {
    token: tokens.controller,
    body: { RecordPerPage: 1 },
  });
  return res.body.TotalRecord!;
}

/** TrackingReady messages on the escalation topic (local outbox, channel 'topic'). */
async function readyMessages(id?: string) {
  return (await api.outbox()).filter((m) => {
    if (m.channel !== 'topic') return false;
    const event = JSON.parse(m.body) as { type?: string; HornetTrackingID?: string };
    return event.type === 'TrackingReady' && (!id || event.HornetTrackingID === id);
  });
}

/** Status of an anonymous GET of an object (s3rver serves them; a deleted object is 404). */
async function objectStatus(form: Upload, key = form.Fields.key!): Promise<number> {
  const res = await fetch(`${form.Url}/${key}`);
  await res.arrayBuffer();
  return res.status;
}

beforeAll(async () => {
  for (const user of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[user] = await api.token(user);
  const res = await api.call<CategoryOption[]>('GET', 'mobile/GetCategoryList', { token: tokens.inspector });
  categories = res.body.data;
});

afterAll(async () => {
  for (const id of createdIds) {
    await api.call('POST', `beewatchagent/DeleteTrackingHistory?HornetTrackingID=${id}`, {
      token: tokens.controller,
    });
  }
});

describe('GET mobile/GetCategoryList', () => {
  it('gives any signed-in role the categories for the picker', async () => {
    const res = await api.call<CategoryOption[]>('GET', 'mobile/GetCategoryList', {
      token: tokens.beekeeper,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(Object.keys(res.body.data[0]!).sort()).toEqual(['CategoryID', 'Name']);
  });
});

describe('a record with image, video and audio', () => {
  let created: Created;
  let id: string;
  let publishedImage: Buffer;

  beforeAll(async () => {
    const res = await create({ Image: 'image/png', Video: 'video/mp4', Audio: 'audio/mpeg' });
    expect(res.status).toBe(200);
    created = res.body.data;
    id = created.HornetTrackingID;
  });

  it('returns a size- and type-bound presigned POST for each medium', () => {
    for (const [kind, type] of [
      ['image', 'image/png'],
      ['video', 'video/mp4'],
      ['audio', 'audio/mpeg'],
    ] as const) {
      const form = created.Uploads[kind]!;
      expect(form.ContentType).toBe(type);
      expect(form.MaxBytes).toBe(MEDIA_LIMITS[kind].maxBytes);
      expect(form.Fields['Content-Type']).toBe(type);
      expect(form.Fields.key).toMatch(new RegExp(`^incoming/tracking/${id}/${kind}`));
      const expiresIn = (Date.parse(form.Expires) - Date.now()) / 1000;
      expect(expiresIn).toBeGreaterThan(UPLOAD_URL_TTL_S - 30);
      expect(expiresIn).toBeLessThanOrEqual(UPLOAD_URL_TTL_S);
      const policy = JSON.parse(Buffer.from(form.Fields.Policy!, 'base64').toString()) as {
        expiration: string;
        conditions: unknown[];
      };
      expect(policy.expiration).toBe(form.Expires);
      expect(policy.conditions).toContainEqual(['content-length-range', 1, MEDIA_LIMITS[kind].maxBytes]);
      expect(policy.conditions).toContainEqual({ 'Content-Type': type });
      expect(policy.conditions).toContainEqual({ key: form.Fields.key });
    }
    expect(MEDIA_LIMITS.image.maxBytes).toBe(10 * 1024 * 1024);
  });

  it('stores the record at once, with spinners for the announced media and no TrackingReady yet', async () => {
    const record = await recordOf(id);
    expect(record).toMatchObject({
      CreatedByUserName: 'inspector',
      CategoryID: categories[0]!.CategoryID,
      CategoryName: categories[0]!.Name,
      CompassDegree: 135,
      Description: 'Hornet flying to the orchard',
      // The nearest gazetteer place of the point (Bournemouth's district has no town name).
      LocationAddress: 'BH2, GB',
      IsImageExist: false,
      IsVideoAvailable: false,
      VideoExtension: 'mp4',
      IsAudioAvailable: false,
      AudioExtension: 'mp3',
    });
    expect(await readyMessages(id)).toHaveLength(0);
  });

  it('accepts the uploads, sets the flags and publishes TrackingReady exactly once', async () => {
    expect(await upload(created.Uploads.image!, PNG)).toBe(204);
    expect(await upload(created.Uploads.video!, MP4)).toBe(204);
    expect(await upload(created.Uploads.audio!, MP3)).toBe(204);

    // Two confirmations of the same image race: one wins, the other is told it is done.
    const image = await Promise.all([confirm(id, 'image'), confirm(id, 'image')]);
    expect(image.map((r) => r.status).sort()).toEqual([200, 409]);
    const ok = image.find((r) => r.status === 200)!;
    expect(ok.body.data).toEqual({
      HornetTrackingID: id,
      type: 'image',
      Available: true,
      Pending: ['video', 'audio'],
      Complete: false,
    });
    expect(image.find((r) => r.status === 409)!.body.ErrorMessage).toBe('The image is already confirmed');
    expect(await readyMessages(id)).toHaveLength(0);

    // The last two race too: exactly one of them publishes.
    const rest = await Promise.all([confirm(id, 'video'), confirm(id, 'audio')]);
    expect(rest.map((r) => r.status)).toEqual([200, 200]);
    expect(rest.some((r) => r.body.data.Complete)).toBe(true);
    expect(await readyMessages(id)).toHaveLength(1);

    const record = await recordOf(id);
    expect(record).toMatchObject({ IsImageExist: true, IsVideoAvailable: true, IsAudioAvailable: true });
    for (const form of Object.values(created.Uploads)) expect(await objectStatus(form)).toBe(404);
  });

  it('serves the checked media to the controller', async () => {
    const image = await api.call<{ ContentType: string; Url: string }>(
      'GET',
      `common/RenderImageBytesArray?id=${id}`,
      { token: tokens.controller },
    );
    expect(image.status).toBe(200);
    expect(image.body.data.ContentType).toBe('image/png');
    // Published re-encoded from its pixels: a PNG of the same size (IHDR width and height).
    const published = Buffer.from(await (await fetch(image.body.data.Url)).arrayBuffer());
    expect(published.subarray(0, 8).equals(Buffer.from(PNG.subarray(0, 8)))).toBe(true);
    expect(published.subarray(16, 24).equals(Buffer.from(PNG.subarray(16, 24)))).toBe(true);
    publishedImage = published;
    // The creator (the inspector's app) may show it on the public image viewer too.
    const viewer = await api.call<{ Url: string }>('GET', `common/RenderImage?ID=${id}`, {
      token: tokens.inspector,
    });
    expect(viewer.status).toBe(200);

    const video = await api.call<{ Url: string }>(
      'GET',
      `beewatchagent/GetTrackingMedia?ID=${id}&type=video`,
      {
        token: tokens.controller,
      },
    );
    const bytes = new Uint8Array(await (await fetch(video.body.data.Url)).arrayBuffer());
    expect(Buffer.from(bytes).equals(Buffer.from(MP4))).toBe(true);
  });

  it('refuses a second confirmation (409) and publishes nothing more', async () => {
    const res = await confirm(id, 'video');
    expectErrorEnvelope(res, 409, 6, 'The video is already confirmed');
    expect(await readyMessages(id)).toHaveLength(1);
  });

  it('refuses an upload replaced after its confirmation: the form only reaches the incoming key', async () => {
    expect(await upload(created.Uploads.image!, new TextEncoder().encode('not an image'))).toBe(204);
    const image = await api.call<{ Url: string }>('GET', `common/RenderImageBytesArray?id=${id}`, {
      token: tokens.controller,
    });
    const bytes = Buffer.from(await (await fetch(image.body.data.Url)).arrayBuffer());
    expect(bytes.equals(publishedImage)).toBe(true);
    expect((await confirm(id, 'image')).status).toBe(409);
  });
});

describe('rejected media', () => {
  it('deletes a text file uploaded as image/png and says so', async () => {
    const res = await create({ Image: 'image/png' });
    const { HornetTrackingID: id, Uploads } = res.body.data;
    expect(await upload(Uploads.image!, new TextEncoder().encode('This is plain text, not a PNG.\n'))).toBe(
      204,
    );
    expect(await objectStatus(Uploads.image!)).toBe(200);

    const confirmed = await confirm(id, 'image');
    expectErrorEnvelope(confirmed, 400, 1, 'The image is not a PNG or JPEG file');
    expect(await objectStatus(Uploads.image!)).toBe(404);
    expect(await objectStatus(Uploads.image!, `tracking/${id}/image`)).toBe(404);
    expect(await recordOf(id)).toMatchObject({ IsImageExist: false });
    const again = await confirm(id, 'image');
    expectRefused(again, 409, 'The image was rejected: The image is not a PNG or JPEG file');
    // Nothing is pending any more: the record is complete.
    expect(await readyMessages(id)).toHaveLength(1);
  });

  it('deletes an oversize image; the record completes when its video is confirmed', async () => {
    const res = await create({ Image: 'image/png', Video: 'video/mp4' });
    const { HornetTrackingID: id, Uploads } = res.body.data;
    const big = new Uint8Array(MEDIA_LIMITS.image.maxBytes + 1);
    big.set(PNG.subarray(0, 64));
    // s3rver ignores the policy's content-length-range (S3 would refuse with 400 EntityTooLarge).
    expect(await upload(Uploads.image!, big)).toBe(204);
    expect(await upload(Uploads.video!, MP4)).toBe(204);

    const image = await confirm(id, 'image');
    expectRefused(image, 400, 'The image is larger than 10 MB');
    expect(await objectStatus(Uploads.image!)).toBe(404);
    expect(await readyMessages(id)).toHaveLength(0);

    const video = await confirm(id, 'video');
    expect(video.status).toBe(200);
    expect(video.body.data).toMatchObject({ Pending: [], Complete: true });
    expect(await recordOf(id)).toMatchObject({ IsImageExist: false, IsVideoAvailable: true });
    expect(await readyMessages(id)).toHaveLength(1);
  });

  it('rejects a confirmation without an upload, and a video that is not an MP4', async () => {
    const res = await create({ Video: 'video/mp4', Audio: 'audio/mpeg' });
    const { HornetTrackingID: id, Uploads } = res.body.data;
    const video = await confirm(id, 'video');
    expectRefused(video, 400, 'No upload found for video');
    // The record stops announcing the video: no spinner for media that will never come.
    expect(await recordOf(id)).toMatchObject({ VideoExtension: null, IsVideoAvailable: false });

    expect(await upload(Uploads.audio!, PNG)).toBe(204);
    const audio = await confirm(id, 'audio');
    expectRefused(audio, 400, 'The audio is not an MP3 file');
    expect(await recordOf(id)).toMatchObject({ AudioExtension: null, IsAudioAvailable: false });
    expect(await readyMessages(id)).toHaveLength(1);
  });

  it('refuses an upload made with a form after its expiry', async () => {
    const res = await create({ Image: 'image/png' });
    const { HornetTrackingID: id, Uploads } = res.body.data;
    const origin = new URL(Uploads.image!.Url).origin;
    const s3 = new S3Client({
      region: 'eu-west-2',
      endpoint: origin,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    // The service's own presigner, with a 1-second lifetime, for the same incoming key.
    const form = await presignMedium(s3, {
      bucket: Uploads.image!.Fields.bucket!,
      key: Uploads.image!.Fields.key!,
      kind: 'image',
      contentType: 'image/png',
      expiresInSeconds: 1,
    });
    // Wait past the expiry and the 5 s clock skew the check allows (S3 times are whole seconds).
    await new Promise((r) => setTimeout(r, Math.max(0, Date.parse(form.Expires) + 6_500 - Date.now())));
    // s3rver ignores the POST policy, so it stores the upload; S3 would answer 403.
    expect(await upload(form, PNG)).toBe(204);

    const confirmed = await confirm(id, 'image');
    expectRefused(confirmed, 400, 'The image was uploaded after its upload URL expired');
    expect(await objectStatus(form)).toBe(404);
    expect(await recordOf(id)).toMatchObject({ IsImageExist: false });
  }, 30_000);
});

describe('a record without media', () => {
  it('is ready at once: TrackingReady is published on creation', async () => {
    const res = await create({ CompassDegree: null, Description: '' });
    expect(res.status).toBe(200);
    expect(res.body.data.Uploads).toEqual({});
    const id = res.body.data.HornetTrackingID;
    expect(await recordOf(id)).toMatchObject({
      CompassDegree: null,
      VideoExtension: null,
      AudioExtension: null,
    });
    expect(await readyMessages(id)).toHaveLength(1);
    const confirmed = await confirm(id, 'image');
    expectRefused(confirmed, 409, 'No image was announced for this record');
  });
});

describe('bad input stores nothing and sends nothing', () => {
  it.each([
    ['an unknown category', { CategoryID: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }, 'Unknown category'],
    ['a bearing of 361', { CompassDegree: 361 }, expect.any(String)],
    ['a bearing of -1', { CompassDegree: -1 }, expect.any(String)],
    ['latitude 91', { Latitude: 91 }, expect.any(String)],
    ['longitude 181', { Longitude: 181 }, expect.any(String)],
    ['a 41-character description', { Description: 'x'.repeat(41) }, expect.any(String)],
    [
      'a CreatedDate in the future',
      { CreatedDate: new Date(Date.now() + 86_400_000).toISOString() },
      'CreatedDate is in the future',
    ],
    ['an image/gif', { Image: 'image/gif' }, expect.any(String)],
    ['a video/quicktime', { Video: 'video/quicktime' }, expect.any(String)],
    ['a latitude as text', { Latitude: '50.7' }, expect.any(String)],
    ['no category', { CategoryID: undefined }, expect.any(String)],
  ])('refuses %s with a 400 envelope', async (_name, overrides, message) => {
    const before = await totalRecords();
    const sent = (await readyMessages()).length;
    const res = await create({ Image: 'image/png', ...overrides });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ErrorCode: 1, ErrorMessage: message, data: null });
    expect(await totalRecords()).toBe(before);
    expect((await readyMessages()).length).toBe(sent);
  });

  it('refuses malformed JSON', async () => {
    const before = await totalRecords();
    const res = await api.call('POST', 'mobile/CreateTrackingRecord', {
      token: tokens.inspector,
      rawBody: '{"Latitude": 50.7,',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ ErrorCode: 1, ErrorMessage: 'Malformed JSON body', data: null });
    expect(await totalRecords()).toBe(before);
  });

  it.each([
    ['POST', 'mobile/CreateTrackingRecord'],
    ['POST', 'mobile/ConfirmTrackingMedia?ID=01ARZ3NDEKTSV4RRFFQ69G5FAV&type=image'],
    ['GET', 'mobile/GetCategoryList'],
  ] as const)('answers %s %s without a token with 401', async (method, route) => {
    const before = await totalRecords();
    const res = await api.call(method, route, { body: requestBody() });
    expect(res.status).toBe(401);
    expect(res.body.ErrorCode).toBe(2);
    expect(await totalRecords()).toBe(before);
  });
});

describe('who may confirm', () => {
  let id: string;
  let form: Upload;
  beforeAll(async () => {
    const res = await create({ Image: 'image/jpeg' });
    id = res.body.data.HornetTrackingID;
    form = res.body.data.Uploads.image!;
  });

  it("refuses another user's confirmation (403) and leaves the upload pending", async () => {
    expect(await upload(form, sample('hornet.jpg'))).toBe(204);
    const res = await confirm(id, 'image', tokens.beekeeper);
    expectErrorEnvelope(res, 403, 3, 'Only the creator of this record can confirm its media');
    expect(await recordOf(id)).toMatchObject({ IsImageExist: false });
    expect(await readyMessages(id)).toHaveLength(0);
  });

  it('lets a BS Controller confirm it', async () => {
    const res = await confirm(id, 'image', tokens.controller);
    expect(res.status).toBe(200);
    expect(await recordOf(id)).toMatchObject({ IsImageExist: true });
    expect(await readyMessages(id)).toHaveLength(1);
  });

  it('answers an unknown record with 404 and a bad type with 400', async () => {
    expect((await confirm('01ARZ3NDEKTSV4RRFFQ69G5FAV', 'image')).status).toBe(404);
    const bad = await confirm(id, 'document');
    expect(bad.status).toBe(400);
    expect(bad.body.ErrorCode).toBe(1);
  });
});

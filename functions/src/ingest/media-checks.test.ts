import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { detectFormat, MAGIC_BYTES_NEEDED, rejectionOf, type UploadFacts } from './media-checks.js';

const SAMPLES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/local/sample-media',
);
const headOf = (file: string) => readFileSync(path.join(SAMPLES, file)).subarray(0, MAGIC_BYTES_NEEDED);
const bytes = (...values: number[]) => Uint8Array.from(values);

describe('detectFormat', () => {
  it.each([
    ['hornet.png', 'image/png'],
    ['hornet.jpg', 'image/jpeg'],
    ['hornet.mp4', 'video/mp4'],
    ['hornet-buzz.mp3', 'audio/mpeg'],
  ])('recognises the sample %s as %s', (file, format) => {
    expect(detectFormat(headOf(file))).toBe(format);
  });

  it('recognises an MP3 without ID3 tag by its frame sync (MPEG-1 layer III)', () => {
    expect(detectFormat(bytes(0xff, 0xfb, 0x90, 0x64))).toBe('audio/mpeg');
  });

  it.each([
    ['text', new TextEncoder().encode('just some text here')],
    ['AAC ADTS (layer 00)', bytes(0xff, 0xf1, 0x50, 0x80)],
    ['HEIC (ftyp heic)', new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic')])],
    ['GIF', new TextEncoder().encode('GIF89a')],
    ['empty', new Uint8Array()],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e, 0x47)],
  ])('refuses %s', (_name, head) => {
    expect(detectFormat(head)).toBeNull();
  });
});

describe('rejectionOf', () => {
  const deadline = new Date('2026-01-01T12:15:00Z');
  const png: UploadFacts = {
    size: 101_100,
    contentType: 'image/png',
    lastModified: new Date('2026-01-01T12:01:00Z'),
    head: headOf('hornet.png'),
  };
  const check = (
    facts: Partial<UploadFacts>,
    kind: 'image' | 'video' | 'audio' = 'image',
    type = 'image/png',
  ) => rejectionOf(kind, type as 'image/png', { ...png, ...facts }, deadline, 5000);

  it('passes a PNG announced as image/png', () => {
    expect(check({})).toBeNull();
  });

  it.each([
    [{ size: 0 }, 'The image is empty'],
    [{ size: 10 * 1024 * 1024 + 1 }, 'The image is larger than 10 MB'],
    [
      { lastModified: new Date('2026-01-01T12:15:06Z') },
      'The image was uploaded after its upload URL expired',
    ],
    [{ contentType: 'image/gif' }, 'The image was not uploaded as image/png'],
    [{ head: new TextEncoder().encode('hello, not an image') }, 'The image is not a PNG or JPEG file'],
    [{ head: headOf('hornet.jpg') }, 'The image is a JPEG file, not PNG as announced'],
  ])('refuses %j: %s', (facts, reason) => {
    expect(check(facts)).toBe(reason);
  });

  it('allows the clock skew after the deadline', () => {
    expect(check({ lastModified: new Date('2026-01-01T12:15:04Z') })).toBeNull();
  });

  it('applies the video and audio limits and formats', () => {
    const mp4 = { contentType: 'video/mp4', head: headOf('hornet.mp4') };
    expect(check({ ...mp4, size: 50 * 1024 * 1024 }, 'video', 'video/mp4')).toBeNull();
    expect(check({ ...mp4, size: 50 * 1024 * 1024 + 1 }, 'video', 'video/mp4')).toBe(
      'The video is larger than 50 MB',
    );
    expect(check({ contentType: 'video/mp4' }, 'video', 'video/mp4')).toBe('The video is not an MP4 file');
    expect(check({ contentType: 'audio/mpeg', head: headOf('hornet.mp4') }, 'audio', 'audio/mpeg')).toBe(
      'The audio is not an MP3 file',
    );
    expect(
      check({ contentType: 'audio/mpeg', head: headOf('hornet-buzz.mp3') }, 'audio', 'audio/mpeg'),
    ).toBeNull();
  });
});

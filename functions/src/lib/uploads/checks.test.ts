import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { checkMp3, checkMp4 } from './audio-video.js';
import { detectFormat, MAGIC_BYTES_NEEDED } from './formats.js';
import { checkImage } from './image.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const sample = (file: string) => readFileSync(path.join(ROOT, 'scripts/local/sample-media', file));
const headOf = (file: string) => sample(file).subarray(0, MAGIC_BYTES_NEEDED);
const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (s: string) => Buffer.from(s, 'latin1');
/** A real zip archive (the demo app package). */
const ZIP = readFileSync(path.join(ROOT, 'scripts/local/content/beewatch-demo.apk'));
const HTML = '<html><body><script>alert(document.domain)</script></body></html>';
const PHP = '<?php system($_GET["c"]); ?>';

/** A PNG chunk (length, type, data, CRC-32 of type and data). */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([text(type), data]);
  let crc = ~0;
  for (const b of body) {
    crc ^= b;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(~crc >>> 0, 8 + data.length);
  return out;
}

/** The sample PNG with a chunk inserted before IEND (12 bytes at the end). */
function pngWith(chunk: Buffer): Buffer {
  const png = sample('hornet.png');
  return Buffer.concat([png.subarray(0, png.length - 12), chunk, png.subarray(png.length - 12)]);
}

/** The sample JPEG with a COM segment after SOI. */
function jpegWithComment(comment: string): Buffer {
  const jpg = sample('hornet.jpg');
  const seg = Buffer.alloc(4);
  seg.writeUInt16BE(0xfffe, 0);
  seg.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpg.subarray(0, 2), seg, text(comment), jpg.subarray(2)]);
}

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

describe('checkImage', () => {
  it('re-encodes the sample PNG and JPEG from their pixels', () => {
    const png = checkImage(sample('hornet.png'), 'image/png');
    if ('reason' in png) throw new Error(png.reason);
    const decoded = PNG.sync.read(png.bytes);
    expect([decoded.width, decoded.height]).toEqual([png.width, png.height]);
    const jpg = checkImage(sample('hornet.jpg'), 'image/jpeg');
    if ('reason' in jpg) throw new Error(jpg.reason);
    expect(jpeg.decode(jpg.bytes).width).toBe(jpg.width);
    expect(jpg.bytes.includes(text('Exif'))).toBe(false);
  });

  it.each([
    ['PNG+HTML (appended)', 'image/png', () => Buffer.concat([sample('hornet.png'), text(HTML)])],
    ['PNG+HTML (in a tEXt chunk)', 'image/png', () => pngWith(pngChunk('tEXt', text(`Comment\0${HTML}`)))],
    ['PNG+ZIP', 'image/png', () => Buffer.concat([sample('hornet.png'), ZIP])],
    ['JPEG+PHP (in a comment)', 'image/jpeg', () => jpegWithComment(PHP)],
    ['JPEG+PHP (appended)', 'image/jpeg', () => Buffer.concat([sample('hornet.jpg'), text(PHP)])],
    ['JPEG+ZIP', 'image/jpeg', () => Buffer.concat([sample('hornet.jpg'), ZIP])],
  ] as const)('refuses the polyglot %s', (_name, format, make) => {
    const out = checkImage(make(), format);
    expect('reason' in out && out.reason).toMatch(/after the end|another kind of file/);
  });

  it('refuses a truncated image and a PNG whose pixels do not decode', () => {
    const png = sample('hornet.png');
    expect(checkImage(png.subarray(0, png.length - 40), 'image/png')).toHaveProperty('reason');
    const broken = Buffer.from(png);
    broken[60] ^= 0xff; // inside the first IDAT: its CRC no longer matches
    expect(checkImage(broken, 'image/png')).toHaveProperty('reason');
    const jpg = sample('hornet.jpg');
    expect(checkImage(jpg.subarray(0, 200), 'image/jpeg')).toHaveProperty('reason');
  });
});

describe('checkMp3 and checkMp4', () => {
  it('accepts the samples', () => {
    expect(checkMp3(sample('hornet-buzz.mp3'))).toBeNull();
    expect(checkMp4(sample('hornet.mp4'))).toBeNull();
  });

  it('refuses a file with a second file appended or an MP4 without a video track', () => {
    expect(checkMp3(Buffer.concat([sample('hornet-buzz.mp3'), text(HTML)]))).toBe(
      'The audio is not a valid MP3 file',
    );
    expect(checkMp3(text(`ID3${HTML}`))).toBe('The audio is not a valid MP3 file');
    expect(checkMp4(Buffer.concat([sample('hornet.mp4'), ZIP]))).toBe('The video is not a valid MP4 file');
    expect(checkMp4(sample('hornet.mp4').subarray(0, 1000))).toBe('The video is not a valid MP4 file');
  });

  it('refuses an MP4 whose boxes inside moov do not nest, and returns on a nested box of no length', () => {
    const mp4 = sample('hornet.mp4');
    const mdia = mp4.indexOf('mdia') - 4;
    const overrun = Buffer.from(mp4);
    overrun.writeUInt32BE(mp4.readUInt32BE(mdia) + 100, mdia); // past the end of its trak
    expect(checkMp4(overrun)).toBe('The video is not a valid MP4 file');
    // A 64-bit size of 0: a parser that trusts it never moves past the box.
    const endless = Buffer.from(mp4);
    endless.writeUInt32BE(1, mdia);
    endless.writeBigUInt64BE(0n, mdia + 8);
    expect(checkMp4(endless)).toBe('The video is not a valid MP4 file');
    // A 32-bit size of 0 means "to the end of the file": never inside another box.
    const toTheEnd = Buffer.from(mp4);
    toTheEnd.writeUInt32BE(0, mdia);
    expect(checkMp4(toTheEnd)).toBe('The video is not a valid MP4 file');
  });

  it('accepts the layouts phones and cameras write: moov after mdat, a 64-bit mdat, an mdat to the end', () => {
    const mp4 = sample('hornet.mp4');
    const boxes = new Map<string, Buffer>();
    for (let at = 0; at < mp4.length; at += mp4.readUInt32BE(at))
      boxes.set(mp4.toString('latin1', at + 4, at + 8), mp4.subarray(at, at + mp4.readUInt32BE(at)));
    const [ftyp, moov, mdat] = [boxes.get('ftyp')!, boxes.get('moov')!, boxes.get('mdat')!];
    expect(checkMp4(Buffer.concat([ftyp, mdat, moov]))).toBeNull();
    const largeSize = Buffer.alloc(16);
    largeSize.writeUInt32BE(1, 0);
    largeSize.write('mdat', 4, 'latin1');
    largeSize.writeBigUInt64BE(BigInt(mdat.length + 8), 8);
    expect(checkMp4(Buffer.concat([ftyp, moov, largeSize, mdat.subarray(8)]))).toBeNull();
    const toTheEnd = Buffer.from(mdat);
    toTheEnd.writeUInt32BE(0, 0);
    expect(checkMp4(Buffer.concat([ftyp, moov, toTheEnd]))).toBeNull();
    expect(checkMp4(Buffer.concat([ftyp, mdat]))).toBe('The video is not a valid MP4 file');
    expect(checkMp4(Buffer.concat([ftyp, moov, moov, mdat]))).toBe('The video is not a valid MP4 file');
  });

  it('refuses an MP4 whose only track is sound, or whose sample descriptions miss their count', () => {
    const mp4 = sample('hornet.mp4');
    const hdlr = mp4.indexOf('hdlr') - 4;
    expect(mp4.toString('latin1', hdlr + 16, hdlr + 20)).toBe('vide');
    const sound = Buffer.from(mp4);
    sound.write('soun', hdlr + 16, 'latin1');
    expect(checkMp4(sound)).toBe('The video has no video track');

    const stsd = mp4.indexOf('stsd') - 4;
    const miscounted = Buffer.from(mp4);
    miscounted.writeUInt32BE(mp4.readUInt32BE(stsd + 12) + 1, stsd + 12);
    expect(checkMp4(miscounted)).toBe('The video is not a valid MP4 file');
  });

  it('returns a verdict on every one-byte corruption of the movie header', () => {
    const mp4 = sample('hornet.mp4');
    const moov = mp4.indexOf('moov') - 4;
    const verdicts = new Set<string | null>();
    for (let at = moov; at < Math.min(moov + mp4.readUInt32BE(moov), moov + 2_000); at += 1) {
      const corrupt = Buffer.from(mp4);
      corrupt[at] = corrupt[at]! ^ 0xff;
      verdicts.add(checkMp4(corrupt));
    }
    expect(verdicts).toContain('The video is not a valid MP4 file');
    expect([...verdicts].every((v) => v === null || v.startsWith('The video'))).toBe(true);
  });
});

import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { ascii } from './formats.js';

/** Largest image accepted, in megapixels: a phone's 48 MP sensor saves 12 MP photos; bombs stop here. */
export const MAX_IMAGE_MEGAPIXELS = 40;

/** What marks another file format hidden in an image's metadata (HTML, PHP, SVG, zip). */
const FOREIGN_MARKERS = [
  '<?php',
  '<?=',
  '<script',
  '<html',
  '<!doctype',
  '<svg',
  '<iframe',
  '<body',
  'pk\u0003\u0004',
  'pk\u0005\u0006',
];

function foreignMarkerIn(bytes: Uint8Array): string | undefined {
  const text = Buffer.from(bytes).toString('latin1').toLowerCase();
  return FOREIGN_MARKERS.find((m) => text.includes(m));
}

/** A refused image's reason, or the checked image re-encoded. */
export type ImageCheck = { reason: string } | { bytes: Buffer; width: number; height: number };

/**
 * Walks a PNG's chunks (length, type, data, CRC; PNG spec §5.3) to IEND. Returns the byte after
 * IEND, the IHDR size and whether a chunk other than the image data carries a foreign marker
 * (each chunk is read as it is passed, so a file of a million empty chunks keeps nothing), or a
 * reason.
 */
function pngLayout(bytes: Buffer): { end: number; width: number; height: number; foreign: boolean } | string {
  let at = 8;
  let width = 0;
  let height = 0;
  let foreign = false;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = ascii(bytes, at + 4, at + 8);
    if (!/^[A-Za-z]{4}$/.test(type) || at + 12 + length > bytes.length)
      return 'The image is not a valid PNG file';
    if (type === 'IHDR') [width, height] = [bytes.readUInt32BE(at + 8), bytes.readUInt32BE(at + 12)];
    if (type !== 'IDAT') foreign ||= !!foreignMarkerIn(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
    if (type === 'IEND') return { end: at, width, height, foreign };
  }
  return 'The image is not a valid PNG file';
}

/**
 * Walks a JPEG's segments (ITU T.81 B.1): markers with lengths up to each SOS, then the
 * entropy-coded data (FF 00 stuffing, RSTn) to the next marker, until EOI. Returns the byte
 * after EOI and whether an APPn/COM segment carries a foreign marker (each read as it is passed),
 * or a reason.
 */
function jpegLayout(bytes: Buffer): { end: number; foreign: boolean } | string {
  const invalid = 'The image is not a valid JPEG file';
  let at = 2;
  let foreign = false;
  while (at + 2 <= bytes.length) {
    if (bytes[at] !== 0xff) return invalid;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return { end: at + 2, foreign };
    if (at + 4 > bytes.length) return invalid;
    const length = bytes.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > bytes.length) return invalid;
    if ((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe)
      foreign ||= !!foreignMarkerIn(bytes.subarray(at + 4, at + 2 + length));
    at += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data: up to the next marker other than stuffing (FF 00) and RSTn (FF D0–D7).
      while (
        at + 1 < bytes.length &&
        !(bytes[at] === 0xff && bytes[at + 1] !== 0 && (bytes[at + 1]! < 0xd0 || bytes[at + 1]! > 0xd7))
      )
        at += 1;
    }
  }
  return invalid;
}

/**
 * Checks an uploaded PNG or JPEG by its structure and decodes it with pngjs / jpeg-js (pure
 * JavaScript, so it bundles for Lambda on arm64): refused when the chunks or segments are
 * broken, bytes follow the image's end (IEND / EOI — where PNG+ZIP and JPEG+PHP polyglots put
 * their second file), its metadata carries markup, script or an archive, it is larger than
 * MAX_IMAGE_MEGAPIXELS, or the pixels do not decode. An accepted image is re-encoded from its
 * pixels alone (JPEG quality 90), so what is published holds no byte of the upload.
 */
export function checkImage(bytes: Buffer, format: 'image/png' | 'image/jpeg'): ImageCheck {
  const name = format === 'image/png' ? 'PNG' : 'JPEG';
  const layout = format === 'image/png' ? pngLayout(bytes) : jpegLayout(bytes);
  if (typeof layout === 'string') return { reason: layout };
  if (layout.end !== bytes.length) return { reason: `The image has data after the end of the ${name} file` };
  if (layout.foreign) return { reason: `The image carries another kind of file in its ${name} metadata` };
  try {
    if (format === 'image/png') {
      const { width = 0, height = 0 } = layout as { width?: number; height?: number };
      if (width * height > MAX_IMAGE_MEGAPIXELS * 1e6)
        return { reason: `The image is larger than ${MAX_IMAGE_MEGAPIXELS} megapixels` };
      const png = PNG.sync.read(bytes);
      const out = new PNG({ width: png.width, height: png.height });
      png.data.copy(out.data);
      return { bytes: PNG.sync.write(out), width: png.width, height: png.height };
    }
    const image = jpeg.decode(bytes, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_IMAGE_MEGAPIXELS,
      maxMemoryUsageInMB: 320,
    });
    const encoded = jpeg.encode({ data: image.data, width: image.width, height: image.height }, 90);
    return { bytes: Buffer.from(encoded.data), width: image.width, height: image.height };
  } catch (err) {
    const message = (err as Error).message ?? '';
    if (/maxResolutionInMP|maxMemoryUsage/i.test(message))
      return { reason: `The image is larger than ${MAX_IMAGE_MEGAPIXELS} megapixels` };
    return { reason: `The image could not be decoded as a ${name} file` };
  }
}

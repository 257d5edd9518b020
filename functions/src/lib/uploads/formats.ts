/** The formats the portal accepts for user uploads (tracking evidence, swarm photos, app packages). */
export type UploadFormat =
  'image/png' | 'image/jpeg' | 'video/mp4' | 'audio/mpeg' | 'application/vnd.android.package-archive';

/** The APK media type: app packages are stored and downloaded with it. */
export const APK_CONTENT_TYPE = 'application/vnd.android.package-archive';

/** Bytes read from the start of an upload to recognise its format. */
export const MAGIC_BYTES_NEEDED = 16;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

/**
 * ISO-BMFF brands of still-image formats (HEIF/HEIC, AVIF): they share MP4's `ftyp` box, so
 * an `ftyp` alone does not make a video.
 */
export const IMAGE_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

export function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

export const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/**
 * An MPEG audio frame header (ISO 11172-3 / 13818-3): 11 sync bits, a version other than the
 * reserved 01 and a layer other than the reserved 00 (which excludes AAC's ADTS, FF F1/F9).
 */
function isMpegAudioFrame(bytes: Uint8Array): boolean {
  if (bytes.length < 2 || bytes[0] !== 0xff || (bytes[1]! & 0xe0) !== 0xe0) return false;
  const version = (bytes[1]! >> 3) & 0b11;
  const layer = (bytes[1]! >> 1) & 0b11;
  return version !== 0b01 && layer !== 0b00;
}

/**
 * Recognises an accepted format from a file's first bytes (at least MAGIC_BYTES_NEEDED when the
 * file is that long): PNG (89 50 4E 47 0D 0A 1A 0A), JPEG (FF D8 FF), MP4 ('ftyp' at offset 4,
 * not a HEIF/AVIF image brand), MP3 ('ID3' tag or an MPEG audio frame sync), zip/APK (PK 03 04).
 * Only the first step: every format is then checked by its whole structure (checks.ts).
 */
export function detectFormat(bytes: Uint8Array): UploadFormat | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ZIP_LOCAL_HEADER)) return APK_CONTENT_TYPE;
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && !IMAGE_BRANDS.has(ascii(bytes, 8, 12)))
    return 'video/mp4';
  if (ascii(bytes, 0, 3) === 'ID3' || isMpegAudioFrame(bytes)) return 'audio/mpeg';
  return null;
}

/** Short names of the formats, for messages. */
export const FORMAT_NAME: Record<UploadFormat, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'video/mp4': 'MP4',
  'audio/mpeg': 'MP3',
  [APK_CONTENT_TYPE]: 'APK (zip)',
};

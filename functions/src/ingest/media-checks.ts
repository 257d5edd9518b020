import { MEDIA_LIMITS, type MediaKind } from '@beewatch/shared';

/** Bytes read from the start of an upload to recognise its format (ranged GetObject). */
export const MAGIC_BYTES_NEEDED = 16;

/** What the first bytes of a file say it is, or null when none of the accepted formats. */
export type DetectedFormat = 'image/png' | 'image/jpeg' | 'video/mp4' | 'audio/mpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * ISO-BMFF brands of still-image formats (HEIF/HEIC, AVIF): they share MP4's `ftyp` box, so
 * an `ftyp` alone does not make a video.
 */
const IMAGE_BRANDS = new Set([
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

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (bytes: Uint8Array, from: number, to: number) =>
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
 * Recognises the formats accepted for tracking evidence from a file's first bytes (at least
 * MAGIC_BYTES_NEEDED when the file is that long): PNG (89 50 4E 47 0D 0A 1A 0A), JPEG (FF D8 FF),
 * MP4 ('ftyp' at offset 4, not a HEIF/AVIF image brand), MP3 ('ID3' tag or an MPEG audio frame
 * sync). Returns null for anything else.
 */
export function detectFormat(bytes: Uint8Array): DetectedFormat | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && !IMAGE_BRANDS.has(ascii(bytes, 8, 12)))
    return 'video/mp4';
  if (ascii(bytes, 0, 3) === 'ID3' || isMpegAudioFrame(bytes)) return 'audio/mpeg';
  return null;
}

const FORMAT_NAME: Record<DetectedFormat, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'video/mp4': 'MP4',
  'audio/mpeg': 'MP3',
};

/** Size limit of a kind in whole megabytes, for messages ('10 MB'). */
export function limitText(kind: MediaKind): string {
  return `${MEDIA_LIMITS[kind].maxBytes / (1024 * 1024)} MB`;
}

/** What an uploaded object looks like to the checks (HeadObject plus the first bytes). */
export interface UploadFacts {
  /** Object size, bytes. */
  size: number;
  /** Content-Type stored with the object (bound by the POST policy on S3). */
  contentType: string | undefined;
  /** When S3 stored the object. */
  lastModified: Date | undefined;
  /** The first bytes of the object (up to MAGIC_BYTES_NEEDED). */
  head: Uint8Array;
}

/**
 * The reason an upload of `kind` announced as `contentType` is refused, or null when it passes:
 * not empty and within MEDIA_LIMITS (issue 4: image 10 MB, video 50 MB, audio 10 MB), stored
 * with the announced Content-Type, stored before `deadline` (+ `skewMs`, for clock differences
 * and S3's whole-second timestamps), and its magic bytes are the announced format.
 */
export function rejectionOf(
  kind: MediaKind,
  contentType: DetectedFormat,
  facts: UploadFacts,
  deadline: Date,
  skewMs: number,
): string | null {
  if (facts.size <= 0) return `The ${kind} is empty`;
  if (facts.size > MEDIA_LIMITS[kind].maxBytes) return `The ${kind} is larger than ${limitText(kind)}`;
  if (facts.lastModified && facts.lastModified.getTime() > deadline.getTime() + skewMs)
    return `The ${kind} was uploaded after its upload URL expired`;
  if (facts.contentType?.split(';')[0]?.trim().toLowerCase() !== contentType)
    return `The ${kind} was not uploaded as ${contentType}`;
  const detected = detectFormat(facts.head);
  if (detected === contentType) return null;
  if (kind === 'image') {
    const wanted = FORMAT_NAME[contentType];
    return detected === 'image/png' || detected === 'image/jpeg'
      ? `The image is a ${FORMAT_NAME[detected]} file, not ${wanted} as announced`
      : 'The image is not a PNG or JPEG file';
  }
  return `The ${kind} is not an ${FORMAT_NAME[contentType]} file`;
}

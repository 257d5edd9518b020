import { ascii, IMAGE_BRANDS } from './formats.js';
import { eachBox, onlyChild, trackOf, type IsoBox } from './iso-bmff.js';

/** Bitrates (kbit/s) of MPEG audio Layer III by version (ISO 11172-3 / 13818-3), index 1–14. */
const LAYER3_KBPS = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = [44100, 48000, 32000];

/** Length in bytes of the MPEG-1/2/2.5 Layer III frame at `at`, or 0 when no valid header is there. */
function mp3FrameLength(bytes: Buffer, at: number): number {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) return 0;
  const version = (bytes[at + 1]! >> 3) & 0b11; // 00 2.5, 10 2, 11 1
  const layer = (bytes[at + 1]! >> 1) & 0b11; // 01 Layer III
  const bitrateIndex = bytes[at + 2]! >> 4;
  const rateIndex = (bytes[at + 2]! >> 2) & 0b11;
  if (version === 0b01 || layer !== 0b01 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return 0;
  const v1 = version === 0b11;
  const kbps = (v1 ? LAYER3_KBPS.v1 : LAYER3_KBPS.v2)[bitrateIndex]!;
  const sampleRate = SAMPLE_RATES[rateIndex]! / (v1 ? 1 : version === 0b10 ? 2 : 4);
  const padding = (bytes[at + 2]! >> 1) & 1;
  return Math.floor(((v1 ? 144 : 72) * kbps * 1000) / sampleRate) + padding;
}

/**
 * Checks an MP3 by its structure: an optional ID3v2 tag (its synchsafe size, ID3v2.4 §3.1),
 * then MPEG Layer III frames, each header followed exactly by the next, to the end of the file
 * or an ID3v1 tag (the last 128 bytes, 'TAG'). Anything else — a second file appended or
 * hidden between frames — refuses it. Null when it passes, else the reason.
 */
export function checkMp3(bytes: Buffer): string | null {
  let at = 0;
  if (ascii(bytes, 0, 3) === 'ID3' && bytes.length >= 10) {
    const size =
      ((bytes[6]! & 0x7f) << 21) |
      ((bytes[7]! & 0x7f) << 14) |
      ((bytes[8]! & 0x7f) << 7) |
      (bytes[9]! & 0x7f);
    at = 10 + size + (bytes[5]! & 0x10 ? 10 : 0);
  }
  let frames = 0;
  while (at < bytes.length) {
    if (bytes.length - at === 128 && ascii(bytes, at, at + 3) === 'TAG') break;
    const length = mp3FrameLength(bytes, at);
    if (length === 0 || at + length > bytes.length) return 'The audio is not a valid MP3 file';
    at += length;
    frames += 1;
  }
  return frames > 0 ? null : 'The audio is not a valid MP3 file';
}

/**
 * Checks an MP4 by its structure (ISO/IEC 14496-12): top-level boxes that tile the file exactly,
 * starting with `ftyp` of a video brand (not a HEIF/AVIF image) and holding one `moov`, whose
 * boxes tile it with one movie header (`mvhd`, §8.2.2); every `trak` in it reads to its handler
 * and sample descriptions (iso-bmff.ts), and one of them is a video track ('vide' with visual
 * sample entries). A file with bytes outside the boxes (a second file appended) or a box that
 * overruns its parent is refused. Null when it passes, else the reason.
 *
 * The walk is ours, as for PNG chunks, JPEG segments and MP3 frames: mp4box.js (177 KB minified)
 * and mediabunny (128 KB for MP4 input alone) would take the ingest function past its 300 KB
 * bundle, and codem-isoboxer and mp4-box-encoding never return on a nested box of size 0.
 */
export function checkMp4(bytes: Buffer): string | null {
  const invalid = 'The video is not a valid MP4 file';
  let first: string | undefined;
  let moov: IsoBox | undefined;
  let movies = 0;
  const tiles = eachBox(
    bytes,
    0,
    bytes.length,
    (box) => {
      first ??= box.type;
      if (box.type !== 'moov') return;
      moov = box;
      movies += 1;
    },
    true,
  );
  if (!tiles || first !== 'ftyp' || IMAGE_BRANDS.has(ascii(bytes, 8, 12)) || movies !== 1 || !moov)
    return invalid;
  if (!onlyChild(bytes, moov, 'mvhd')) return invalid;
  let broken = false;
  let video = false;
  eachBox(bytes, moov.content, moov.end, (box) => {
    if (box.type !== 'trak' || broken) return;
    const track = trackOf(bytes, box);
    if (!track) broken = true;
    else if (track.handler === 'vide' && track.sampleEntries > 0 && track.visual) video = true;
  });
  if (broken) return invalid;
  return video ? null : 'The video has no video track';
}

import { ascii } from './formats.js';

/**
 * One ISO base media file format box (ISO/IEC 14496-12 §4.2): its four-character type and the
 * byte offsets of its content (after the 8- or 16-byte header) and of its end, in the file.
 */
export interface IsoBox {
  type: string;
  content: number;
  end: number;
}

/** Box types are four printable ASCII characters; QuickTime's metadata types start with '©'. */
const BOX_TYPE = /^[\x20-\x7e©]{4}$/;

/**
 * Calls `visit` with each box of bytes [from, to) of `bytes`, in order, and answers whether they
 * tile that range exactly: false at a header cut short, a type that is not four printable
 * characters, or a size smaller than its header or past `to`. A 32-bit size of 1 takes the
 * 64-bit size after the type; a size of 0 ("to the end of the file", §4.2) is allowed only for a
 * top-level box (`topLevel`). Every box read moves at least 8 bytes on, so the walk ends on any
 * input in time linear in its bytes; nothing is kept per box, so a file of millions of empty
 * boxes costs no memory.
 */
export function eachBox(
  bytes: Buffer,
  from: number,
  to: number,
  visit: (box: IsoBox) => void,
  topLevel = false,
): boolean {
  let at = from;
  while (at < to) {
    if (at + 8 > to) return false;
    let size = bytes.readUInt32BE(at);
    let header = 8;
    const type = ascii(bytes, at + 4, at + 8);
    if (!BOX_TYPE.test(type)) return false;
    if (size === 1) {
      if (at + 16 > to) return false;
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0 && topLevel) size = to - at;
    if (size < header || at + size > to) return false;
    visit({ type, content: at + header, end: at + size });
    at += size;
  }
  return true;
}

/**
 * The one child box of `type` inside the container `box`, whose children must tile its content;
 * null when they do not, when there is no such child, or when there are several.
 */
export function onlyChild(bytes: Buffer, box: IsoBox, type: string): IsoBox | null {
  let found: IsoBox | null = null;
  let count = 0;
  const tiles = eachBox(bytes, box.content, box.end, (child) => {
    if (child.type !== type) return;
    found = child;
    count += 1;
  });
  return tiles && count === 1 ? found : null;
}

/** Content bytes of a visual sample entry's fixed fields: SampleEntry's 8, VisualSampleEntry's 70 (§12.1.3). */
const VISUAL_SAMPLE_ENTRY_BYTES = 78;

/**
 * What a track holds, read from trak › mdia › hdlr (§8.4.3: a full box, then pre_defined, then
 * handler_type: 'vide' for video, 'soun' for audio) and trak › mdia › minf › stbl › stsd (§8.5.2:
 * a full box, then entry_count, then that many sample entry boxes tiling the rest); `visual`
 * when every sample entry is long enough to be a VisualSampleEntry. Null when the track header
 * (tkhd, §8.3.2), the media header (mdhd, §8.4.2) or a box on that path is missing or repeated,
 * a container's boxes do not tile it, or the sample descriptions do not match their count.
 */
export function trackOf(
  bytes: Buffer,
  trak: IsoBox,
): { handler: string; sampleEntries: number; visual: boolean } | null {
  const mdia = onlyChild(bytes, trak, 'tkhd') && onlyChild(bytes, trak, 'mdia');
  const hdlr = mdia && onlyChild(bytes, mdia, 'mdhd') && onlyChild(bytes, mdia, 'hdlr');
  const minf = mdia && onlyChild(bytes, mdia, 'minf');
  const stbl = minf && onlyChild(bytes, minf, 'stbl');
  const stsd = stbl && onlyChild(bytes, stbl, 'stsd');
  if (!hdlr || !stsd || hdlr.end - hdlr.content < 12 || stsd.end - stsd.content < 8) return null;
  const entryCount = bytes.readUInt32BE(stsd.content + 4);
  let entries = 0;
  let visual = true;
  const tiles = eachBox(bytes, stsd.content + 8, stsd.end, (entry) => {
    entries += 1;
    visual &&= entry.end - entry.content >= VISUAL_SAMPLE_ENTRY_BYTES;
  });
  if (!tiles || entries !== entryCount) return null;
  return { handler: ascii(bytes, hdlr.content + 8, hdlr.content + 12), sampleEntries: entryCount, visual };
}

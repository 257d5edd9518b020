import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { s3Client } from '../aws.js';
import { logger } from '../logger.js';
import type { checkMp3, checkMp4 } from './audio-video.js';
import {
  APK_CONTENT_TYPE,
  detectFormat,
  FORMAT_NAME,
  MAGIC_BYTES_NEEDED,
  type UploadFormat,
} from './formats.js';
import type { checkImage } from './image.js';
import type { checkApk } from './package.js';

/**
 * The one checked-upload pipeline of every user upload (tracking evidence, swarm photos, app
 * packages): the browser or app posts to an `incoming/…` key with a presigned POST; on
 * confirmation the object is read, checked by its announced format's whole structure, and only
 * then published at its final key with the checked Content-Type and `Content-Disposition:
 * attachment`. Images are published re-encoded from their pixels; other media are copied pinned
 * to the checked ETag.
 */

/**
 * The whole-structure checks an upload may go through, one per format family (image.ts,
 * audio-video.ts, package.ts). The caller passes those of the formats it accepts, so a function
 * bundles only the parsers it uses (the image decoders, pngjs and jpeg-js, are ~50 KB minified).
 */
export interface StructureChecks {
  image?: typeof checkImage;
  mp4?: typeof checkMp4;
  mp3?: typeof checkMp3;
  apk?: typeof checkApk;
}

/** A check the caller did not pass: a programming error, never the uploader's. */
function needed<T>(check: T | undefined, format: UploadFormat): T {
  if (!check) throw new Error(`checkUpload: no structure check passed for ${format}`);
  return check;
}

/** What an upload must be. `what` names it in messages ('image', 'video', 'audio', 'package'). */
export interface UploadRule {
  what: string;
  format: UploadFormat;
  /** The structure checks of the accepted formats (at least the one of `format`). */
  checks: StructureChecks;
  maxBytes: number;
  /**
   * Latest time the object may have been stored (the form's expiry), with `skewMs` of slack;
   * given the expiry the form signed into the object's metadata, if any.
   */
  deadline?: (formExpires: string | undefined) => Date;
  skewMs?: number;
}

/** An upload that passed its checks, ready to publish. */
export interface CheckedUpload {
  size: number;
  etag: string | undefined;
  format: UploadFormat;
  /** The re-encoded image, published instead of the upload (images only). */
  reencoded?: Buffer;
  /** The form's signed expiry metadata (x-amz-meta-upload-expires), if any. */
  formExpires: string | undefined;
}

/** The pipeline's verdict: no object, refused with a reason, or accepted. */
export type UploadVerdict =
  | { status: 'missing' }
  | { status: 'refused'; reason: string }
  | { status: 'accepted'; upload: CheckedUpload };

/** Object metadata with the form's expiry (presign.ts binds it into the POST policy). */
export const EXPIRES_METADATA = 'upload-expires';

const isMissing = (err: unknown) => {
  const e = err as Error & { $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

async function readAll(bucket: string, key: string, etag: string | undefined): Promise<Buffer> {
  const out = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key, IfMatch: etag }));
  return Buffer.from((await out.Body?.transformToByteArray()) ?? new Uint8Array());
}

/** The reason the object's size, Content-Type or time breaks `rule`, or null. */
function factsReason(
  rule: UploadRule,
  size: number,
  contentType: string | undefined,
  lastModified: Date | undefined,
  formExpires: string | undefined,
): string | null {
  if (size <= 0) return `The ${rule.what} is empty`;
  if (size > rule.maxBytes) return `The ${rule.what} is larger than ${rule.maxBytes / (1024 * 1024)} MB`;
  const deadline = rule.deadline?.(formExpires);
  if (deadline && lastModified && lastModified.getTime() > deadline.getTime() + (rule.skewMs ?? 0))
    return `The ${rule.what} was uploaded after its upload URL expired`;
  if (contentType?.split(';')[0]?.trim().toLowerCase() !== rule.format)
    return `The ${rule.what} was not uploaded as ${rule.format}`;
  return null;
}

/** The reason the first bytes are not the announced format, in the words the apps already show. */
function magicReason(rule: UploadRule, head: Uint8Array): string | null {
  const detected = detectFormat(head);
  if (detected === rule.format) return null;
  if (rule.format === 'image/png' || rule.format === 'image/jpeg') {
    return detected === 'image/png' || detected === 'image/jpeg'
      ? `The image is a ${FORMAT_NAME[detected]} file, not ${FORMAT_NAME[rule.format]} as announced`
      : 'The image is not a PNG or JPEG file';
  }
  if (rule.format === APK_CONTENT_TYPE) return 'The package is not an APK (zip) file';
  return `The ${rule.what} is not an ${FORMAT_NAME[rule.format]} file`;
}

/**
 * Checks the object at `key` against `rule`: HeadObject (size, Content-Type bound by the POST
 * policy, LastModified before the deadline), the magic bytes, then the whole structure — images
 * decoded and re-encoded (image.ts), MP3 frame by frame and MP4 box by box (audio-video.ts),
 * packages by their zip central directory (package.ts). Reads are pinned to the ETag seen first.
 */
export async function checkUpload(bucket: string, key: string, rule: UploadRule): Promise<UploadVerdict> {
  let head;
  try {
    head = await s3Client().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  } catch (err) {
    if (isMissing(err)) return { status: 'missing' };
    throw err;
  }
  const size = head.ContentLength ?? 0;
  const formExpires = head.Metadata?.[EXPIRES_METADATA];
  const facts = factsReason(rule, size, head.ContentType, head.LastModified, formExpires);
  if (facts) return { status: 'refused', reason: facts };
  const upload: CheckedUpload = {
    size,
    etag: head.ETag,
    format: rule.format,
    formExpires,
  };
  if (rule.format === APK_CONTENT_TYPE) {
    const first = await s3Client().send(
      new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        Range: `bytes=0-${MAGIC_BYTES_NEEDED - 1}`,
        IfMatch: head.ETag,
      }),
    );
    const magic = magicReason(rule, (await first.Body?.transformToByteArray()) ?? new Uint8Array());
    const reason = magic ?? (await needed(rule.checks.apk, rule.format)(bucket, key, size, head.ETag));
    return reason ? { status: 'refused', reason } : { status: 'accepted', upload };
  }
  const bytes = await readAll(bucket, key, head.ETag);
  const magic = magicReason(rule, bytes.subarray(0, MAGIC_BYTES_NEEDED));
  if (magic) return { status: 'refused', reason: magic };
  if (rule.format === 'image/png' || rule.format === 'image/jpeg') {
    const image = needed(rule.checks.image, rule.format)(bytes, rule.format);
    if ('reason' in image) return { status: 'refused', reason: image.reason };
    return { status: 'accepted', upload: { ...upload, reencoded: image.bytes } };
  }
  const reason =
    rule.format === 'video/mp4'
      ? needed(rule.checks.mp4, rule.format)(bytes)
      : needed(rule.checks.mp3, rule.format)(bytes);
  return reason ? { status: 'refused', reason } : { status: 'accepted', upload };
}

/**
 * Publishes a checked upload at `to` with its checked Content-Type and `Content-Disposition:
 * attachment; filename="<downloadName>"` (pages that show it inline use <img>/<video>, which
 * ignore the disposition; a direct visit downloads it): the re-encoded image, or a copy pinned to
 * the checked ETag, so an object replaced since the check fails (412) instead of being published.
 */
export async function publishUpload(
  bucket: string,
  from: string,
  to: string,
  upload: CheckedUpload,
  downloadName: string,
): Promise<void> {
  const ContentDisposition = `attachment; filename="${downloadName}"`;
  if (upload.reencoded) {
    await s3Client().send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: to,
        Body: upload.reencoded,
        ContentType: upload.format,
        ContentDisposition,
      }),
    );
    return;
  }
  await s3Client().send(
    new CopyObjectCommand({
      Bucket: bucket,
      Key: to,
      CopySource: `${bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
      CopySourceIfMatch: upload.etag,
      MetadataDirective: 'REPLACE',
      ContentType: upload.format,
      ContentDisposition,
    }),
  );
}

/** Deletes an object; a failure is logged, not thrown (the bucket's lifecycle sweeps leftovers). */
export async function deleteQuietly(bucket: string, key: string): Promise<void> {
  try {
    await s3Client().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  } catch (err) {
    logger.warn('media delete failed', { key, err: (err as Error).message });
  }
}

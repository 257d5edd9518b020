import type { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { MEDIA_LIMITS, type MediaKind, type PresignedUpload } from '@beewatch/shared';
import type { z } from 'zod';
import { audioKeyOf, imageKeyOf, videoKeyOf } from '../tracking/index.js';

/**
 * Object metadata that carries the upload's expiry (x-amz-meta-upload-expires, ISO 8601). The
 * POST policy binds it, so S3 stores exactly what we signed; the confirmation compares it with
 * the object's LastModified, which also refuses late uploads where the store does not enforce
 * the policy (s3rver, local-stack-findings.md).
 */
export const EXPIRES_METADATA = 'upload-expires';

/** Where the app uploads (`incoming/…`): checked media is copied to the record's media key. */
export const INCOMING_PREFIX = 'incoming/';

/** Extension of the stored object of each kind (issue 4: mp4 video, mp3 audio). */
export const EXTENSION_OF = { video: 'mp4', audio: 'mp3' } as const;

/** The record's media key of a kind (tracking/media-keys.ts): written only after the checks pass. */
export function mediaKeyOf(id: string, kind: MediaKind): string {
  if (kind === 'image') return imageKeyOf(id);
  return kind === 'video' ? videoKeyOf(id, EXTENSION_OF.video) : audioKeyOf(id, EXTENSION_OF.audio);
}

/**
 * Where a presigned form uploads a record's medium: the media key under INCOMING_PREFIX. The
 * app never writes the record's media key itself, so the form, valid until it expires, cannot
 * replace media that has passed its checks.
 */
export function incomingKeyOf(id: string, kind: MediaKind): string {
  return `${INCOMING_PREFIX}${mediaKeyOf(id, kind)}`;
}

export interface PresignOptions {
  bucket: string;
  key: string;
  kind: MediaKind;
  /** One of MEDIA_LIMITS[kind].contentTypes. */
  contentType: string;
  /** Lifetime of the form, seconds (UPLOAD_URL_TTL_S in the API). */
  expiresInSeconds: number;
}

/**
 * A presigned POST (S3 browser-based upload, SigV4 POST policy) for one medium: the policy
 * binds the key, the Content-Type, the expiry metadata and `content-length-range`
 * 1..MEDIA_LIMITS[kind].maxBytes, and expires after `expiresInSeconds`. S3 refuses a form
 * that breaks the policy; the confirmation re-checks everything because s3rver does not.
 * `Expires` is the policy's own expiration (ISO 8601, whole seconds).
 */
export async function presignUpload(
  client: S3Client,
  opts: PresignOptions,
): Promise<z.infer<typeof PresignedUpload>> {
  const maxBytes = MEDIA_LIMITS[opts.kind].maxBytes;
  const expires = new Date(Math.floor(Date.now() / 1000) * 1000 + opts.expiresInSeconds * 1000);
  const post = await createPresignedPost(client, {
    Bucket: opts.bucket,
    Key: opts.key,
    Expires: opts.expiresInSeconds,
    // Fields become exact-match policy conditions too.
    Fields: {
      'Content-Type': opts.contentType,
      [`x-amz-meta-${EXPIRES_METADATA}`]: expires.toISOString(),
    },
    Conditions: [['content-length-range', 1, maxBytes]],
  });
  const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8')) as {
    expiration: string;
  };
  return {
    Url: post.url,
    Fields: post.fields,
    MaxBytes: maxBytes,
    ContentType: opts.contentType,
    Expires: policy.expiration,
  };
}

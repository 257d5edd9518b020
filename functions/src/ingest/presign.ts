import type { S3Client } from '@aws-sdk/client-s3';
import { MEDIA_LIMITS, type MediaKind, type PresignedUpload } from '@beewatch/shared';
import type * as z from 'zod/mini';
import { presignUpload } from '../lib/uploads/presign.js';
import { audioKeyOf, imageKeyOf, videoKeyOf } from '../tracking/index.js';

/** Where the app uploads (`incoming/…`): checked media is copied to the record's media key. */
export const INCOMING_PREFIX = 'incoming/';

/** Extension of the stored object of each kind (mp4 video, mp3 audio). */
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

/**
 * A presigned POST for one medium of a record (the checked-upload pipeline's form): the
 * announced Content-Type and 1..MEDIA_LIMITS[kind].maxBytes.
 */
export function presignMedium(
  client: S3Client,
  opts: { bucket: string; key: string; kind: MediaKind; contentType: string; expiresInSeconds: number },
): Promise<z.infer<typeof PresignedUpload>> {
  return presignUpload(client, { ...opts, maxBytes: MEDIA_LIMITS[opts.kind].maxBytes });
}

import { DeleteObjectsCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../aws.js';
import { env } from '../env.js';
import { presignedMediaGet } from './media-url.js';

/**
 * The media bucket as the domains see it: every read, delete and link of a stored object goes
 * through here (uploads go through the checked-upload pipeline, checked-upload.ts), so the bucket,
 * its client and how media is served (the site's /media path, media-url.ts) are decided in one
 * place and no domain sends its own S3 command.
 */

export { presignedMediaGet } from './media-url.js';

/** DeleteObjects takes at most 1,000 keys a request (Amazon S3 limits). */
const DELETE_MAX = 1000;

/** A stored text object (a WebVTT caption file), as UTF-8. Throws S3's NoSuchKey when absent. */
export async function readMediaText(key: string): Promise<string> {
  const out = await s3Client().send(new GetObjectCommand({ Bucket: env().MEDIA_BUCKET, Key: key }));
  return (await out.Body?.transformToString('utf-8')) ?? '';
}

/**
 * Deletes stored objects (absent ones are fine: S3 answers a delete of a missing key as done).
 * @throws Error naming how many could not be deleted when S3 reports per-key errors.
 */
export async function deleteMedia(keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += DELETE_MAX) {
    const out = await s3Client().send(
      new DeleteObjectsCommand({
        Bucket: env().MEDIA_BUCKET,
        Delete: { Objects: keys.slice(i, i + DELETE_MAX).map((Key) => ({ Key })), Quiet: true },
      }),
    );
    if (out.Errors?.length) throw new Error(`media delete: ${out.Errors.length} object(s) not deleted`);
  }
}

/**
 * A presigned GET (presignedMediaGet) as an absolute link, for messages read outside the site
 * (escalation emails): a media URL given as a path is resolved against SITE_URL.
 * `expiresIn` in seconds (SigV4 allows at most 7 days).
 */
export async function presignedMediaLink(
  key: string,
  contentType: string,
  downloadName: string,
  expiresIn: number,
): Promise<string> {
  const url = await presignedMediaGet(key, contentType, downloadName, expiresIn);
  return new URL(url, `${env().SITE_URL}/`).href;
}

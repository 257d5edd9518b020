import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
} from '@aws-sdk/client-s3';
import { MEDIA_LIMITS } from '@beewatch/shared';
import { s3Client } from '../lib/aws.js';
import { logger } from '../lib/logger.js';
import { MAGIC_BYTES_NEEDED, type UploadFacts } from './media-checks.js';
import { EXPIRES_METADATA } from './presign.js';

/** An uploaded object as the checks see it, plus what the copy needs. */
export interface Upload extends UploadFacts {
  etag: string | undefined;
  /** The expiry the form signed into the object's metadata (presign.ts), if present. */
  formExpires: string | undefined;
}

const isMissing = (err: unknown) => {
  const e = err as Error & { $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/**
 * Reads what the checks need of an uploaded object: HeadObject (size, Content-Type,
 * LastModified, ETag, metadata) and, when the size is plausible (1..largest limit), a ranged
 * GetObject of its first MAGIC_BYTES_NEEDED bytes, pinned to the same ETag. Undefined when no
 * object exists.
 */
export async function readUpload(bucket: string, key: string): Promise<Upload | undefined> {
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    const size = head.ContentLength ?? 0;
    const largest = Math.max(...Object.values(MEDIA_LIMITS).map((l) => l.maxBytes));
    let bytes: Uint8Array = new Uint8Array();
    if (size > 0 && size <= largest) {
      const out = await s3Client().send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          Range: `bytes=0-${MAGIC_BYTES_NEEDED - 1}`,
          IfMatch: head.ETag,
        }),
      );
      bytes = (await out.Body?.transformToByteArray()) ?? bytes;
    }
    return {
      size,
      contentType: head.ContentType,
      lastModified: head.LastModified,
      head: bytes.subarray(0, MAGIC_BYTES_NEEDED),
      etag: head.ETag,
      formExpires: head.Metadata?.[EXPIRES_METADATA],
    };
  } catch (err) {
    if (isMissing(err)) return undefined;
    throw err;
  }
}

/**
 * Copies a checked upload to the record's media key with the announced Content-Type (and none
 * of the form's metadata). The copy is pinned to the checked ETag, so an object replaced since
 * the check fails the copy (412) instead of being published.
 */
export async function acceptUpload(
  bucket: string,
  from: string,
  to: string,
  contentType: string,
  etag: string | undefined,
): Promise<void> {
  const source = `${bucket}/${from.split('/').map(encodeURIComponent).join('/')}`;
  await s3Client().send(
    new CopyObjectCommand({
      Bucket: bucket,
      Key: to,
      CopySource: source,
      CopySourceIfMatch: etag,
      MetadataDirective: 'REPLACE',
      ContentType: contentType,
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

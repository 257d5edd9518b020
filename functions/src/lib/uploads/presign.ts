import type { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { PresignedUpload } from '@beewatch/shared';
import type * as z from 'zod/mini';
import { EXPIRES_METADATA } from './checked-upload.js';

/** What one presigned upload form binds. */
export interface PresignOptions {
  bucket: string;
  /** The `incoming/…` key the form writes; the checked upload is published elsewhere. */
  key: string;
  contentType: string;
  maxBytes: number;
  /** Lifetime of the form, seconds. */
  expiresInSeconds: number;
}

/**
 * A presigned POST (S3 browser-based upload, SigV4 POST policy) for one upload of the checked-
 * upload pipeline: the policy binds the key, the Content-Type, the expiry metadata
 * (x-amz-meta-upload-expires, which the confirmation compares with LastModified because s3rver
 * does not enforce the policy) and `content-length-range` 1..maxBytes. `Expires` is the
 * policy's own expiration (ISO 8601, whole seconds).
 */
export async function presignUpload(
  client: S3Client,
  opts: PresignOptions,
): Promise<z.infer<typeof PresignedUpload>> {
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
    Conditions: [['content-length-range', 1, opts.maxBytes]],
  });
  const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString('utf8')) as {
    expiration: string;
  };
  return {
    Url: post.url,
    Fields: post.fields,
    MaxBytes: opts.maxBytes,
    ContentType: opts.contentType,
    Expires: policy.expiration,
  };
}

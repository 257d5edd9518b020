import { CopyObjectCommand, GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  APP_DOWNLOAD_TTL_S,
  APP_PACKAGE_MAX_BYTES,
  APP_UPLOAD_TTL_S,
  type AppPackageUpload,
} from '@beewatch/shared';
import { s3Client } from '../lib/aws.js';
import { env } from '../lib/env.js';

/**
 * App packages in the media bucket: the admin's browser uploads to `incoming/apps/<id>/package.apk`
 * with a presigned POST; after the checks the package is copied to `apps/<folder>/<file>.apk`, the
 * only place downloads read from. Folder and file names are validated by the shared schemas
 * (no path parts), so a key never leaves its prefix.
 */
export const incomingPackageKey = (id: string) => `incoming/apps/${id}/package.apk`;
export const packageKey = (folder: string, file: string) => `apps/${folder}/${file}.apk`;

/** An APK is a zip: local file header PK\x03\x04. */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
export const APK_CONTENT_TYPE = 'application/vnd.android.package-archive';

/** True when the bytes start with the zip local-file-header signature. */
export function looksLikeApk(head: Uint8Array): boolean {
  return ZIP_MAGIC.every((b, i) => head[i] === b);
}

/** A presigned POST for one package (1 byte to APP_PACKAGE_MAX_BYTES, the APK content type). */
export async function presignPackageUpload(id: string): Promise<AppPackageUpload> {
  const post = await createPresignedPost(s3Client(), {
    Bucket: env().MEDIA_BUCKET,
    Key: incomingPackageKey(id),
    Expires: APP_UPLOAD_TTL_S,
    Fields: { 'Content-Type': APK_CONTENT_TYPE },
    Conditions: [['content-length-range', 1, APP_PACKAGE_MAX_BYTES]],
  });
  return {
    Url: post.url,
    Fields: post.fields,
    Expires: new Date(Date.now() + APP_UPLOAD_TTL_S * 1000).toISOString(),
    MaxBytes: APP_PACKAGE_MAX_BYTES,
  };
}

/** What the confirmation sees of an upload: size and first bytes, or undefined when absent. */
export async function readIncomingPackage(
  id: string,
): Promise<{ size: number; head: Uint8Array; etag: string | undefined } | undefined> {
  const Bucket = env().MEDIA_BUCKET;
  const Key = incomingPackageKey(id);
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket, Key }));
    const size = head.ContentLength ?? 0;
    let bytes: Uint8Array = new Uint8Array();
    if (size > 0) {
      const out = await s3Client().send(new GetObjectCommand({ Bucket, Key, Range: 'bytes=0-3' }));
      bytes = (await out.Body?.transformToByteArray()) ?? bytes;
    }
    return { size, head: bytes, etag: head.ETag };
  } catch (err) {
    const e = err as Error & { $metadata?: { httpStatusCode?: number } };
    if (e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404)
      return undefined;
    throw err;
  }
}

/** Publishes a checked upload at its download key (pinned to the checked ETag). */
export async function publishPackage(id: string, folder: string, file: string, etag: string | undefined) {
  const Bucket = env().MEDIA_BUCKET;
  await s3Client().send(
    new CopyObjectCommand({
      Bucket,
      Key: packageKey(folder, file),
      CopySource: `${Bucket}/${incomingPackageKey(id)}`,
      CopySourceIfMatch: etag,
      ContentType: APK_CONTENT_TYPE,
      MetadataDirective: 'REPLACE',
    }),
  );
}

/** A short-lived link whose response downloads as `<downloadName>` (Content-Disposition attachment). */
export function packageDownloadUrl(folder: string, file: string, downloadName: string): Promise<string> {
  return getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: env().MEDIA_BUCKET,
      Key: packageKey(folder, file),
      ResponseContentDisposition: `attachment; filename="${downloadName}"`,
      ResponseContentType: APK_CONTENT_TYPE,
    }),
    { expiresIn: APP_DOWNLOAD_TTL_S },
  );
}

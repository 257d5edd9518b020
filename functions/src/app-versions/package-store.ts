import {
  APP_DOWNLOAD_TTL_S,
  APP_PACKAGE_MAX_BYTES,
  APP_UPLOAD_TTL_S,
  type AppPackageUpload,
} from '@beewatch/shared';
import { s3Client } from '../lib/aws.js';
import { env } from '../lib/env.js';
import { APK_CONTENT_TYPE } from '../lib/uploads/formats.js';
import { presignedMediaGet } from '../lib/uploads/media-url.js';
import { presignUpload } from '../lib/uploads/presign.js';

/**
 * App packages in the media bucket: the admin's browser uploads to `incoming/apps/<id>/package.apk`
 * with a presigned POST; after the checks the package is copied to `apps/<folder>/<file>.apk`, the
 * only place downloads read from. Folder and file names are validated by the shared schemas
 * (no path parts), so a key never leaves its prefix.
 */
export const incomingPackageKey = (id: string) => `incoming/apps/${id}/package.apk`;
export const packageKey = (folder: string, file: string) => `apps/${folder}/${file}.apk`;

/** A presigned POST for one package (1 byte to APP_PACKAGE_MAX_BYTES, the APK content type). */
export async function presignPackageUpload(id: string): Promise<AppPackageUpload> {
  const post = await presignUpload(s3Client(), {
    bucket: env().MEDIA_BUCKET,
    key: incomingPackageKey(id),
    contentType: APK_CONTENT_TYPE,
    maxBytes: APP_PACKAGE_MAX_BYTES,
    expiresInSeconds: APP_UPLOAD_TTL_S,
  });
  return { Url: post.Url, Fields: post.Fields, Expires: post.Expires, MaxBytes: post.MaxBytes };
}

/** A short-lived link whose response downloads as `<downloadName>` (Content-Disposition attachment). */
export function packageDownloadUrl(folder: string, file: string, downloadName: string): Promise<string> {
  return presignedMediaGet(packageKey(folder, file), APK_CONTENT_TYPE, downloadName, APP_DOWNLOAD_TTL_S);
}

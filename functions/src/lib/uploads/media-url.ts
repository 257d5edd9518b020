import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import * as z from 'zod/mini';
import { s3Client } from '../aws.js';
import { env } from '../env.js';

/**
 * Where browsers fetch media (MEDIA_URL_BASE), or undefined for the bucket itself. In AWS `/media`
 * on the site (infra/lib/web-stack.ts: CloudFront sends the presigned request on to the bucket
 * and adds `X-Content-Type-Options: nosniff`, which S3 cannot set); locally the portal's own
 * `http://localhost:<port>/media`, which the local runtime forwards to the S3 stand-in the same way.
 */
function mediaUrlBase(): string | undefined {
  return z
    .optional(
      z
        .string()
        .check(
          z.regex(/^(https?:\/\/[^/]+)?\/[^?#]*$/, 'MEDIA_URL_BASE: a path or an http(s) URL without query'),
        ),
    )
    .parse(process.env.MEDIA_URL_BASE || undefined);
}

/**
 * A presigned bucket URL as served through `base`: `<base><its path>?<its query>`. The signature
 * is untouched: it names the bucket's host and the object's path, which the media path restores
 * before the request reaches S3. Without `base`, the URL as signed.
 */
export function throughMediaPath(signedUrl: string, base: string | undefined): string {
  if (!base) return signedUrl;
  const url = new URL(signedUrl);
  return `${base.replace(/\/+$/, '')}${url.pathname}${url.search}`;
}

/**
 * A short-lived presigned GET for a checked upload in the media bucket, answered with its
 * checked Content-Type and `Content-Disposition: attachment; filename="<downloadName>"`
 * whatever metadata the object carries, and through the site's media path with
 * `X-Content-Type-Options: nosniff`: a page shows it with <img>/<video>/<audio> (which ignore
 * the disposition), a direct visit downloads it and never renders it as a page.
 * `expiresIn` in seconds. Responses stay off the Lambda payload (6 MB), however large the file.
 */
export async function presignedMediaGet(
  key: string,
  contentType: string,
  downloadName: string,
  expiresIn: number,
): Promise<string> {
  const signed = await getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: env().MEDIA_BUCKET,
      Key: key,
      ResponseContentType: contentType,
      ResponseContentDisposition: `attachment; filename="${downloadName}"`,
    }),
    { expiresIn },
  );
  return throughMediaPath(signed, mediaUrlBase());
}

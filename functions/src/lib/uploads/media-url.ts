import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3Client } from '../aws.js';
import { env } from '../env.js';

/**
 * A short-lived presigned GET for a checked upload in the media bucket, answered with its
 * checked Content-Type and `Content-Disposition: attachment; filename="<downloadName>"`
 * whatever metadata the object carries: a page shows it with <img>/<video>/<audio> (which
 * ignore the disposition), a direct visit downloads it and never renders it as a page.
 * `expiresIn` in seconds. Responses stay off the Lambda payload (6 MB), however large the file.
 */
export function presignedMediaGet(
  key: string,
  contentType: string,
  downloadName: string,
  expiresIn: number,
): Promise<string> {
  return getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: env().MEDIA_BUCKET,
      Key: key,
      ResponseContentType: contentType,
      ResponseContentDisposition: `attachment; filename="${downloadName}"`,
    }),
    { expiresIn },
  );
}

import { S3Client } from '@aws-sdk/client-s3';
import { env } from '../env.js';
import { tracer } from '../logger.js';

let s3: S3Client | undefined;
/** S3 client; path-style on s3rver, and checksums only when required so presigned PUTs from browsers work. */
export function s3Client(): S3Client {
  s3 ??= tracer.captureAWSv3Client(
    new S3Client({
      forcePathStyle: env().S3_FORCE_PATH_STYLE,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  );
  return s3;
}

import { BlockPublicAccess, BucketEncryption, ObjectOwnership, type BucketProps } from 'aws-cdk-lib/aws-s3';

/**
 * What every bucket of the portal is: private (all public access blocked, objects owned by the
 * bucket owner), encrypted with S3-managed keys (SSE-S3, the only encryption S3 log delivery
 * writes to), and reachable over TLS 1.2 or later only.
 */
export const PRIVATE_BUCKET = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
} satisfies BucketProps;

/**
 * Stands in for semver in the Lambda bundles (infra/lib/bundling.ts aliases it here). The X-Ray
 * SDK (aws-xray-sdk-core, under Powertools' Tracer) requires semver only in its AWS SDK v2
 * patcher (`captureAWS`, `captureAWSClient`), to check the v2 SDK's version; the functions use
 * SDK v3 only and trace clients with `captureAWSv3Client`, so it is never called. semver would
 * add ~29 KB to every function's bundle.
 */
export function gte(): never {
  throw new Error('semver is not bundled: only the X-Ray patcher of AWS SDK v2 needs it');
}

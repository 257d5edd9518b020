import { mkdirSync } from 'node:fs';
// s3rver ships no types; its constructor options are documented in its README.
// @ts-expect-error no type declarations
import S3rver from 's3rver';

/** CORS of the media bucket, as the data stack sets it (presigned PUT/POST/GET from the portal). */
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/**
 * s3rver in-process with the media bucket. It checks neither signatures nor POST policies
 * (local-stack-findings.md), so the functions re-check size and type themselves.
 */
export async function startS3(
  port: number,
  directory: string,
  bucket: string,
): Promise<{ close(): Promise<void> }> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  await server.run();
  return server;
}

/**
 * The portal's security response headers: one definition for CloudFront's response headers
 * policy (infra web stack) and the local runtime, so a page behaves the same locally and in AWS.
 */

/** Where the AWS CSP lets media, uploads and map tiles come from until narrowed per deployment. */
export const AWS_SERVICE_ORIGINS = ['https://*.amazonaws.com'] as const;

/**
 * The Content-Security-Policy of every page and API answer. `serviceOrigins` are the origins of
 * presigned media URLs and uploads (the media bucket; locally the S3 stand-in) and of map
 * services. MapLibre needs blob: workers; nothing may frame the portal (frame-ancestors 'none';
 * the swarm form page replaces it with its key's allowed origin).
 */
export function contentSecurityPolicy(serviceOrigins: readonly string[] = AWS_SERVICE_ORIGINS): string {
  const services = serviceOrigins.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${services}`,
    `media-src 'self' blob: ${services}`,
    `connect-src 'self' ${services}`,
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${services}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** HSTS: two years with subdomains (sent over HTTPS only; browsers ignore it over HTTP). */
export const HSTS_MAX_AGE_S = 730 * 24 * 3600;

/**
 * The headers of CloudFront's response headers policy as they reach the browser. `https`: the
 * viewer connection is HTTPS (HSTS is sent only then). `embed`: the swarm form page, which
 * carries its own CSP (frame-ancestors of the key's allowed origin) and no X-Frame-Options.
 */
export function securityHeaders(opts: {
  https: boolean;
  embed?: boolean;
  serviceOrigins?: readonly string[];
}): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  if (opts.https) headers['strict-transport-security'] = `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`;
  if (!opts.embed) {
    headers['content-security-policy'] = contentSecurityPolicy(opts.serviceOrigins);
    headers['x-frame-options'] = 'DENY';
    headers['x-xss-protection'] = '1; mode=block';
  }
  return headers;
}

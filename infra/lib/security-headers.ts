/**
 * The portal's security response headers, one definition for CloudFront (web-stack.ts, the
 * response headers policy) and the local runtime (scripts/local), so both send the same policy.
 * Plain data: no CDK import, so the local stack can import it.
 */

/** Where the browser may fetch from besides the site itself. */
export interface CspSources {
  /** Origins of presigned media URLs: the media bucket's own https origin in AWS, s3rver locally. */
  mediaOrigins: readonly string[];
  /** Origins of the basemap's style, tiles, sprites and glyphs (Amazon Location in AWS; none locally). */
  mapOrigins: readonly string[];
}

/** HSTS max-age: two years, with subdomains (the hstspreload.org minimum is one year). */
export const HSTS_MAX_AGE_S = 730 * 24 * 3600;

/** Referrer-Policy of every response. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The Content-Security-Policy of the web app. MapLibre needs blob: workers and `unsafe-inline`
 * styles; media plays and downloads from presigned URLs (img, media, connect); the admin's app
 * package upload is a presigned POST (form-action). No page may be framed: the embeddable swarm
 * form is served by the swarm function with its own frame-ancestors.
 */
export function contentSecurityPolicy(sources: CspSources): string {
  const media = sources.mediaOrigins.join(' ');
  const map = sources.mapOrigins.join(' ');
  const list = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self' data: blob:", media, map)}`,
    `media-src ${list("'self' blob:", media)}`,
    `connect-src ${list("'self'", media, map)}`,
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${list("'self'", media)}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** HSTS where the site is served over TLS (a browser ignores it over http, and it would pin localhost). */
const hsts = (https: boolean): Record<string, string> =>
  https ? { 'strict-transport-security': `max-age=${HSTS_MAX_AGE_S}; includeSubDomains` } : {};

/**
 * Every security header of a page or API response, lower-case names. `https`: HSTS only where
 * the site is served over TLS (a browser ignores it over http, and it would pin localhost).
 */
export function securityHeaders(sources: CspSources, https: boolean): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(sources),
    ...hsts(https),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
  };
}

/**
 * Path of the site below which media is served (CloudFront's behaviour in AWS, the local runtime's
 * route locally): `/media/<the presigned URL's path>?<its query>` goes to the media bucket with the
 * signature unchanged. The functions get it as MEDIA_URL_BASE.
 */
export const MEDIA_PATH = '/media';

/**
 * The CSP of a media response: a file opened directly may neither run script nor load anything
 * (an `<img>`, `<video>` or `<audio>` on a page ignores it).
 */
export const MEDIA_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/**
 * Security headers of every media response (user uploads), beside the checked Content-Type and
 * the `attachment` disposition the presigned URL asks S3 for: nosniff, so a browser never
 * second-guesses the type, and a CSP that runs nothing. `https` as for {@link securityHeaders}.
 */
export function mediaSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': MEDIA_CONTENT_SECURITY_POLICY,
    ...hsts(https),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': REFERRER_POLICY,
  };
}

import type { HttpRequest } from '../lib/http.js';

/**
 * The reporting client's address for the rate limit: the wrapper's trusted address (behind
 * CloudFront the viewer's address, only once the origin-verify secret matched; elsewhere the
 * connection's). A client-supplied `CloudFront-Viewer-Address` is never read here.
 */
export function clientIpOf(req: Pick<HttpRequest, 'sourceIp'>): string {
  return req.sourceIp || 'unknown';
}

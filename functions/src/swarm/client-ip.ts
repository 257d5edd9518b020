import type { HttpRequest } from '../lib/http.js';

/**
 * The reporting client's address for the rate limit. Behind CloudFront, API Gateway's sourceIp
 * is a CloudFront edge, so the viewer's address comes from the `CloudFront-Viewer-Address`
 * header (`ip:port`; the web stack forwards it on `/api/swarm/*`); elsewhere (the local runtime)
 * the connection's address.
 */
export function clientIpOf(req: Pick<HttpRequest, 'headers' | 'sourceIp'>): string {
  const viewer = req.headers['cloudfront-viewer-address'];
  if (viewer) return viewer.slice(0, viewer.lastIndexOf(':')) || viewer;
  return req.sourceIp || 'unknown';
}

import { describe, expect, inject, it } from 'vitest';
import { contentSecurityPolicy } from '../../infra/lib/security-headers.js';

/**
 * The local runtime behaves as CloudFront + API Gateway do in AWS: exact route matching, the
 * request size limit, and the security headers of the web stack's response headers policy.
 */
const baseUrl = inject('baseUrl');
/** The S3 stand-in's origin (PORT + 11): presigned media URLs point there, as to the bucket in AWS. */
const S3_ORIGIN = `http://127.0.0.1:${Number(new URL(baseUrl).port) + 11}`;

describe('route matching', () => {
  it('matches API paths case-sensitively, as API Gateway route keys do', async () => {
    expect((await fetch(`${baseUrl}/api/common/GetCountryList`)).status).toBe(200);
    const other = await fetch(`${baseUrl}/api/common/getcountrylist`);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ ErrorCode: 5, ErrorMessage: 'Unknown route', data: null });
  });
});

describe("API Gateway's request limit", () => {
  it('answers a body over 10 MB with 413 before any handler runs', async () => {
    const res = await fetch(`${baseUrl}/api/account/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"UserName":"${'x'.repeat(10 * 1024 * 1024)}"}`,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request Entity Too Large' });
  });
});

describe('security headers as the web stack sets them', () => {
  it('sends the CSP, frame and sniffing headers on pages and API answers, HSTS only over HTTPS', async () => {
    for (const path of ['/', '/home/privacypolicy', '/api/common/GetCountryList']) {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.headers.get('content-security-policy')).toBe(
        contentSecurityPolicy({ mediaOrigins: [S3_ORIGIN], mapOrigins: [] }),
      );
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const https = await fetch(`${baseUrl}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });

  it('lets the swarm form page be framed by its allowed origin only, with the rest of the CSP', async () => {
    const res = await fetch(`${baseUrl}/home/swarmapi/bwk_demo-local-swarm-form-key-000001`);
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toBe(
      contentSecurityPolicy({ mediaOrigins: [S3_ORIGIN], mapOrigins: [] }).replace(
        "frame-ancestors 'none'",
        "frame-ancestors 'self' http://localhost:8080",
      ),
    );
  });
});

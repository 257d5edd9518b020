import { describe, expect, it } from 'vitest';
import { exceedsLambdaResponseLimit, forwardedHeaders, LAMBDA_MAX_RESPONSE_BYTES } from './api-runtime.js';

describe('the local API runtime plays API Gateway and CloudFront', () => {
  it("refuses a response over Lambda's 6 MB payload, as AWS does", () => {
    const body = (n: number) => ({ statusCode: 200, body: 'x'.repeat(n) });
    expect(exceedsLambdaResponseLimit(body(LAMBDA_MAX_RESPONSE_BYTES - 100))).toBe(false);
    expect(exceedsLambdaResponseLimit(body(LAMBDA_MAX_RESPONSE_BYTES))).toBe(true);
  });

  it("drops a client's CloudFront-Viewer-Address and x-origin-verify and sets its own", () => {
    const headers = forwardedHeaders(
      { 'cloudfront-viewer-address': '198.51.100.7:1234', 'x-origin-verify': 'guess', accept: 'a' },
      { remoteAddress: '127.0.0.1', remotePort: 50123 },
      'the-secret',
    );
    expect(headers).toEqual({
      accept: 'a',
      'cloudfront-viewer-address': '127.0.0.1:50123',
      'x-origin-verify': 'the-secret',
    });
  });
});

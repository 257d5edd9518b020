import { request } from 'node:http';

/**
 * POSTs JSON to the local portal from a chosen loopback source address (127.0.0.0/8 is all
 * loopback on Linux), so per-client limits can be exercised without spending the quota of the
 * tests that share 127.0.0.1. Returns the status and the parsed envelope.
 */
export function postFrom(
  baseUrl: string,
  localAddress: string,
  path: string,
  body: unknown,
): Promise<{ status: number; body: { ErrorCode: number; ErrorMessage: string; data: unknown } }> {
  const url = new URL(`/api/${path}`, baseUrl);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
          } catch (err) {
            reject(err as Error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

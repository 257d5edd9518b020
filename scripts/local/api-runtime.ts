import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import sirv from 'sirv';
import {
  ErrorCode,
  findRoute,
  isDottedAppRoute,
  routeKeyOf,
  type RouteArea,
  type RouteDef,
} from '@beewatch/shared';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '../../functions/src/lib/http.js';
import {
  MEDIA_PATH,
  mediaSecurityHeaders,
  securityHeaders,
  type CspSources,
} from '../../infra/lib/security-headers.js';
import {
  EMBED_PATH,
  embedKeyOf,
  frameAncestorsOf,
  withFrameAncestors,
} from '../../functions/src/swarm/embed-page.js';
import { documentClient } from '../../functions/src/lib/aws/dynamodb.js';
import { ROOT, SHARED_DATA } from './config.js';
import {
  countDdbCalls,
  countingDdbCalls,
  DDB_CALLS_HEADER,
  DDB_COMMANDS_HEADER,
  formatDdbCalls,
  totalDdbCalls,
  withDdbCallCount,
} from './ddb-call-counter.js';
import { outboxFaults, outboxPage, readOutbox } from './outbox.js';

type AreaHandler = (
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** What the local API runtime needs: where to verify tokens, the outbox folder. */
export interface RuntimeOptions {
  port: number;
  /** Issuer of the local user pool: http://127.0.0.1:<port>/<poolId>. */
  issuer: string;
  clientId: string;
  outboxDir: string;
  /** The secret the runtime adds as `x-origin-verify`, as CloudFront does (ORIGIN_VERIFY_SECRET). */
  originVerifySecret: string;
  /** Origins the CSP admits besides the site: the S3 stand-in as the media bucket, no map service. */
  cspSources: CspSources;
  /** The S3 stand-in's origin, where MEDIA_PATH requests go on to (CloudFront's media behaviour). */
  mediaOrigin: string;
}

/** Headers of the bucket's answer a media response passes on (type, disposition, ranges, validators). */
const MEDIA_PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
];

/**
 * CloudFront's media behaviour (infra/lib/web-stack.ts): `MEDIA_PATH/<path>?<query>` goes on to
 * the bucket as `<path>?<query>` (GET and HEAD, with the viewer's Range), and the answer gets the
 * media security headers, nosniff among them. Other methods answer 403, as CloudFront does.
 */
async function serveMedia(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  mediaOrigin: string,
) {
  const https = req.headers['x-forwarded-proto'] === 'https';
  for (const [name, value] of Object.entries(mediaSecurityHeaders(https))) res.setHeader(name, value);
  if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(403).end();
  const upstream = await fetch(`${mediaOrigin}${url.pathname.slice(MEDIA_PATH.length)}${url.search}`, {
    method: req.method,
    headers: req.headers.range ? { range: req.headers.range } : {},
  });
  const headers: Record<string, string> = {};
  for (const name of MEDIA_PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  res.writeHead(upstream.status, headers);
  if (!upstream.body || req.method === 'HEAD') return res.end();
  await pipeline(Readable.fromWeb(upstream.body as WebReadableStream), res);
}

/** API Gateway HTTP API's largest request payload (bytes); a larger one answers 413. */
export const API_GATEWAY_MAX_REQUEST_BYTES = 10 * 1024 * 1024;
/** A synchronous Lambda invocation's largest response payload (bytes); a larger one fails the call. */
export const LAMBDA_MAX_RESPONSE_BYTES = 6 * 1024 * 1024;

/**
 * Whether a handler's result is over Lambda's synchronous response payload limit: the
 * serialized response (status, headers, cookies and body) counts, as Lambda measures it.
 */
export function exceedsLambdaResponseLimit(result: APIGatewayProxyStructuredResultV2): boolean {
  return Buffer.byteLength(JSON.stringify(result)) > LAMBDA_MAX_RESPONSE_BYTES;
}

/** Raised while reading a request body larger than API Gateway accepts. */
class PayloadTooLarge extends Error {}

const handlers = new Map<RouteArea, Promise<AreaHandler>>();
function handlerOf(area: RouteArea): Promise<AreaHandler> {
  if (!handlers.has(area)) {
    handlers.set(
      area,
      import(path.join(ROOT, 'functions/src/handlers', `${area}.ts`)).then(
        (m: { handler: AreaHandler }) => m.handler,
      ),
    );
  }
  return handlers.get(area)!;
}

/** API Gateway v2 hands JWT claims to Lambda as strings, arrays as "[a b]". */
function claimsOf(payload: JWTPayload): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]),
  );
}

function envelope(res: http.ServerResponse, status: number, code: number, message: string) {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify({ ErrorCode: code, ErrorMessage: message, data: null }));
}

async function bodyOf(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > API_GATEWAY_MAX_REQUEST_BYTES) throw new PayloadTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** API Gateway's own answers (not the portal's envelope): 413 and the 500 of a failed invocation. */
function gatewayAnswer(res: http.ServerResponse, status: 413 | 500) {
  const message = status === 413 ? 'Request Entity Too Large' : 'Internal Server Error';
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ message }));
}

/**
 * Emulates the HTTP API's JWT authorizer for an access token: signature against the pool's
 * JWKS, issuer, expiry, token_use and client_id (API Gateway checks client_id against the
 * audience for access tokens). Returns the claims, or undefined when it would answer 401.
 */
async function authorize(
  header: string | undefined,
  jwks: ReturnType<typeof createRemoteJWKSet>,
  opts: RuntimeOptions,
): Promise<Record<string, string> | undefined> {
  const token = header?.match(/^Bearer (.+)$/i)?.[1];
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: opts.issuer });
    if (payload.token_use !== 'access' || payload.client_id !== opts.clientId) return undefined;
    return claimsOf(payload);
  } catch {
    return undefined;
  }
}

/**
 * The headers the function sees, as CloudFront forwards them: a client's own
 * `CloudFront-Viewer-Address` and `x-origin-verify` are dropped, then the runtime adds the
 * origin-verify secret and the socket's real `address:port`.
 */
export function forwardedHeaders(
  incoming: http.IncomingHttpHeaders,
  socket: { remoteAddress?: string; remotePort?: number },
  originVerifySecret: string,
): Record<string, string> {
  const headers = Object.fromEntries(
    Object.entries(incoming)
      .filter(([k]) => k !== VIEWER_ADDRESS_HEADER && k !== ORIGIN_VERIFY_HEADER)
      .map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
  );
  headers[ORIGIN_VERIFY_HEADER] = originVerifySecret;
  headers[VIEWER_ADDRESS_HEADER] = `${socket.remoteAddress ?? '127.0.0.1'}:${socket.remotePort ?? 0}`;
  return headers;
}

function eventOf(
  req: http.IncomingMessage,
  url: URL,
  route: RouteDef,
  body: string,
  claims: Record<string, string> | undefined,
  originVerifySecret: string,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers = forwardedHeaders(req.headers, req.socket, originVerifySecret);
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const routeKey = routeKeyOf(route);
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies: req.headers.cookie?.split(';').map((c) => c.trim()),
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    body: body || undefined,
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      http: {
        method: route.method,
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
      authorizer: { principalId: '', integrationLatency: 0, jwt: { claims: claims ?? {}, scopes: [] } },
    },
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
}

async function serveApi(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  url: URL,
  opts: RuntimeOptions,
  jwks: ReturnType<typeof createRemoteJWKSet>,
) {
  if (Number(req.headers['content-length'] ?? 0) > API_GATEWAY_MAX_REQUEST_BYTES)
    return gatewayAnswer(res, 413);
  const route = findRoute(req.method ?? 'GET', url.pathname.slice('/api/'.length));
  if (!route) return envelope(res, 404, ErrorCode.NotFound, 'Unknown route');
  let claims: Record<string, string> | undefined;
  if (route.roles !== 'public') {
    claims = await authorize(req.headers.authorization, jwks, opts);
    // The authorizer answers before any Lambda runs; locally it answers with our envelope.
    if (!claims) return envelope(res, 401, ErrorCode.Unauthorized, 'Unauthorized');
  }
  let body: string;
  try {
    body = await bodyOf(req);
  } catch (err) {
    if (err instanceof PayloadTooLarge) return gatewayAnswer(res, 413);
    throw err;
  }
  const handler = await handlerOf(route.area);
  const event = eventOf(req, url, route, body, claims, opts.originVerifySecret);
  // BW_COUNT_DDB_CALLS=1 (the round-trips bench): the request's DynamoDB commands, in headers.
  let counted: Record<string, string> = {};
  let result: APIGatewayProxyStructuredResultV2;
  if (countingDdbCalls()) {
    countDdbCalls(documentClient());
    const run = await withDdbCallCount(() => handler(event));
    result = run.result;
    counted = {
      [DDB_CALLS_HEADER]: String(totalDdbCalls(run.counts)),
      [DDB_COMMANDS_HEADER]: formatDdbCalls(run.counts),
    };
  } else {
    result = await handler(event);
  }
  // Lambda refuses a response payload over 6 MB and API Gateway then answers 500.
  if (exceedsLambdaResponseLimit(result)) {
    console.error(`response of ${route.path} exceeds Lambda's 6 MB payload limit`);
    return gatewayAnswer(res, 500);
  }
  const headers: Record<string, string | string[]> = {
    ...(result.headers as Record<string, string>),
    ...counted,
  };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers).end(result.body ?? '');
}

/**
 * The portal's single origin, like CloudFront: `/api/*` through the emulated HTTP API to the
 * handlers in-process, `/media/*` to the S3 stand-in, `/__dev/outbox`, the offline basemap, and
 * the built web app.
 */
export function startPortal(opts: RuntimeOptions): Promise<http.Server> {
  const jwks = createRemoteJWKSet(new URL(`${opts.issuer}/.well-known/jwks.json`));
  // BW_WEB_DIST lets parallel work serve its own build (e.g. web/dist-swarm); default web/dist.
  const webDist = path.resolve(ROOT, process.env.BW_WEB_DIST ?? 'web/dist');
  const statics = existsSync(webDist)
    ? sirv(webDist, { single: true, dev: false, etag: true, brotli: true, gzip: true })
    : undefined;
  const basemap = sirv(SHARED_DATA, { dev: false });
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    // CloudFront's response headers policy (infra/lib/security-headers.ts), on every page and API
    // answer but the local-only /__dev pages. The swarm form page's policy sets no frame options;
    // its CSP comes from the swarm function with the key's frame-ancestors (below).
    const embed = EMBED_PATH.test(url.pathname);
    const media = url.pathname.startsWith(`${MEDIA_PATH}/`);
    if (!url.pathname.startsWith('/__dev/') && !media) {
      const https = req.headers['x-forwarded-proto'] === 'https';
      const headers = securityHeaders(opts.cspSources, https);
      if (embed) delete headers['x-frame-options'];
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    }
    try {
      if (url.pathname.startsWith('/api/')) return await serveApi(req, res, url, opts, jwks);
      if (media) return await serveMedia(req, res, url, opts.mediaOrigin);
      if (url.pathname === '/__dev/outbox.json') {
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(readOutbox(opts.outboxDir)));
      }
      if (url.pathname === '/__dev/faults' && req.method === 'POST') {
        // Local only: the next N emails / SMS fail, to show retries lose and duplicate nothing.
        const faults = JSON.parse((await bodyOf(req)) || '{}') as Partial<typeof outboxFaults>;
        outboxFaults.email = Number(faults.email ?? 0);
        outboxFaults.sms = Number(faults.sms ?? 0);
        outboxFaults.to = typeof faults.to === 'string' ? faults.to : undefined;
        return res.writeHead(204).end();
      }
      if (url.pathname === '/__dev/outbox') {
        return res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(outboxPage(readOutbox(opts.outboxDir)));
      }
      if (url.pathname === '/basemap/countries.geojson') {
        req.url = '/uk_fr_neighbours_countries_10m.geojson';
        return basemap(req, res, () => void res.writeHead(404).end());
      }
      if (embed) {
        // The swarm form page: the portal's CSP whose frame-ancestors admit the key's allowed
        // origin, as the swarm Lambda answers it in AWS.
        const ancestors = await frameAncestorsOf(embedKeyOf(url.pathname));
        const csp = securityHeaders(opts.cspSources, false)['content-security-policy']!;
        res.setHeader('content-security-policy', withFrameAncestors(csp, ancestors));
      }
      if (!statics) return res.writeHead(503).end('web/dist is missing: run npm run build:web');
      // An app route whose segments hold dots (token, coordinates, site address, .apk name), as
      // the CloudFront rewrite.
      if (isDottedAppRoute(url.pathname)) req.url = '/';
      return statics(req, res, () => void res.writeHead(404).end());
    } catch (err) {
      console.error(err);
      if (!res.headersSent) envelope(res, 500, ErrorCode.Internal, 'Something went wrong');
    }
  });
  return new Promise((resolve) => server.listen(opts.port, '127.0.0.1', () => resolve(server)));
}

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
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
import { EMBED_PATH, embedKeyOf, frameAncestorsOf } from '../../functions/src/swarm/embed-page.js';
import { ROOT, SHARED_DATA } from './config.js';
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
}

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
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
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

function eventOf(
  req: http.IncomingMessage,
  url: URL,
  route: RouteDef,
  body: string,
  claims: Record<string, string> | undefined,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const headers = Object.fromEntries(
    Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
  );
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
  const route = findRoute(req.method ?? 'GET', url.pathname.slice('/api/'.length));
  if (!route) return envelope(res, 404, ErrorCode.NotFound, 'Unknown route');
  let claims: Record<string, string> | undefined;
  if (route.roles !== 'public') {
    claims = await authorize(req.headers.authorization, jwks, opts);
    // The authorizer answers before any Lambda runs; locally it answers with our envelope.
    if (!claims) return envelope(res, 401, ErrorCode.Unauthorized, 'Unauthorized');
  }
  const handler = await handlerOf(route.area);
  const result = await handler(eventOf(req, url, route, await bodyOf(req), claims));
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers).end(result.body ?? '');
}

/**
 * The portal's single origin, like CloudFront: `/api/*` through the emulated HTTP API to the
 * handlers in-process, `/__dev/outbox`, the offline basemap, and the built web app.
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
    try {
      if (url.pathname.startsWith('/api/')) return await serveApi(req, res, url, opts, jwks);
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
      if (EMBED_PATH.test(url.pathname)) {
        // Issue 5: the swarm form may be framed by its API key's allowed origin (as in AWS).
        const ancestors = await frameAncestorsOf(embedKeyOf(url.pathname));
        res.setHeader('content-security-policy', `frame-ancestors ${ancestors}`);
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

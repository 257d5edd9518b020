import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTROLLER, defineRoutes, TrackingQuery } from '@beewatch/shared';
import * as z from 'zod/mini';
import { NotFoundError } from './errors.js';
import { areaHandler } from './http.js';

function event(
  routeKey: string,
  claims?: Record<string, string>,
  body?: string,
  headers: Record<string, string> = {},
): APIGatewayProxyEventV2WithJWTAuthorizer {
  return {
    routeKey,
    body,
    isBase64Encoded: false,
    headers,
    requestContext: {
      http: { sourceIp: '203.0.113.9' },
      authorizer: { jwt: { claims: claims ?? {}, scopes: [] } },
    },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

const controller = { sub: 'u-1', username: 'controller', 'cognito:groups': '[BSController]' };
/** Routes of a test area: an echo of the parsed body, a domain error and a crash. */
const TEST_ROUTES = defineRoutes('tracking', {
  fetchTrackingHistory: {
    method: 'POST',
    path: 'beewatchagent/FetchTrackingHistory',
    roles: CONTROLLER,
    body: TrackingQuery,
    response: z.unknown(),
  },
  getCategoryList: {
    method: 'GET',
    path: 'beewatchagent/GetCategoryList',
    roles: CONTROLLER,
    response: z.null(),
  },
  saveTrackingHistory: {
    method: 'GET',
    path: 'beewatchagent/SaveTrackingHistory',
    roles: CONTROLLER,
    response: z.null(),
  },
});
const handler = areaHandler(TEST_ROUTES, {
  fetchTrackingHistory: async ({ body }) => ({ data: body, TotalRecord: 1 }),
  getCategoryList: async () => {
    throw new NotFoundError('nothing here');
  },
  saveTrackingHistory: async () => {
    throw new Error('database on fire');
  },
});
const FETCH = 'POST /api/beewatchagent/FetchTrackingHistory';
const parse = (res: { body?: string }) => JSON.parse(res.body ?? '{}');

describe('areaHandler', () => {
  it('passes parsed input to the operation and wraps data in the envelope', async () => {
    const res = await handler(event(FETCH, controller, '{"PageIndex":1}'));
    expect(res.statusCode).toBe(200);
    expect(parse(res)).toMatchObject({
      ErrorCode: 0,
      ErrorMessage: '',
      TotalRecord: 1,
      data: { PageIndex: 1, RecordPerPage: 15 },
    });
  });

  it('reads groups given as a real array too', async () => {
    const res = await handler(
      event(FETCH, { ...controller, 'cognito:groups': ['BSController'] as unknown as string }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 without claims and 403 for another role', async () => {
    expect((await handler(event(FETCH))).statusCode).toBe(401);
    const other = await handler(event(FETCH, { ...controller, 'cognito:groups': '[ByStander]' }));
    expect(other.statusCode).toBe(403);
    expect(parse(other)).toEqual({
      ErrorCode: 3,
      ErrorMessage: 'You are not allowed to do this',
      MessageKey: 'api.notAllowed',
      data: null,
    });
  });

  it('maps malformed JSON and schema misses to 400 envelopes', async () => {
    expect(parse(await handler(event(FETCH, controller, '{')))).toMatchObject({
      ErrorCode: 1,
      ErrorMessage: 'Malformed JSON body',
    });
    const res = await handler(event(FETCH, controller, '{"order":"sideways"}'));
    expect(res.statusCode).toBe(400);
  });

  it('maps domain errors to their status and hides unexpected ones behind a 500 envelope', async () => {
    const notFound = await handler(event('GET /api/beewatchagent/GetCategoryList', controller));
    expect(notFound.statusCode).toBe(404);
    // A text no catalogue holds goes out without a key.
    expect(parse(notFound)).toEqual({ ErrorCode: 5, ErrorMessage: 'nothing here', data: null });
    const crash = await handler(event('GET /api/beewatchagent/SaveTrackingHistory', controller));
    expect(crash.statusCode).toBe(500);
    expect(parse(crash)).toEqual({
      ErrorCode: 9,
      ErrorMessage: 'Something went wrong',
      MessageKey: 'api.somethingWentWrong',
      data: null,
    });
  });

  it('answers a route of another area with 404', async () => {
    expect((await handler(event('POST /api/account/Authenticate'))).statusCode).toBe(404);
  });
});

describe('areaHandler: client address and origin verification', () => {
  const SECRET = 'a-long-origin-verify-secret-0001';
  const CHECK = 'GET /api/swarm/CheckApiKey';
  const CHECK_ROUTES = defineRoutes('swarm', {
    checkApiKey: { method: 'GET', path: 'swarm/CheckApiKey', roles: 'public', response: z.string() },
  });
  const swarm = areaHandler(CHECK_ROUTES, { checkApiKey: async (_input, req) => ({ data: req.sourceIp }) });
  afterEach(() => {
    delete process.env.ORIGIN_VERIFY_SECRET;
  });

  it('never trusts a client-supplied CloudFront-Viewer-Address without the origin secret', async () => {
    const res = await swarm(event(CHECK, undefined, undefined, { 'cloudfront-viewer-address': '1.2.3.4:5' }));
    expect(parse(res).data).toBe('203.0.113.9');
  });

  it('refuses a request without the matching x-origin-verify header once the secret is set', async () => {
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
    const attempts: Record<string, string>[] = [
      {},
      { 'x-origin-verify': 'guess', 'cloudfront-viewer-address': '1.2.3.4:5' },
    ];
    for (const headers of attempts) {
      const res = await swarm(event(CHECK, undefined, undefined, headers));
      expect(res.statusCode).toBe(403);
      expect(parse(res)).toMatchObject({ ErrorCode: 3, data: null });
    }
  });

  it('takes the viewer address from CloudFront once the origin is verified (IPv4 and IPv6)', async () => {
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
    const v4 = { 'x-origin-verify': SECRET, 'cloudfront-viewer-address': '198.51.100.10:46532' };
    expect(parse(await swarm(event(CHECK, undefined, undefined, v4))).data).toBe('198.51.100.10');
    const v6 = { 'x-origin-verify': SECRET, 'cloudfront-viewer-address': '2001:db8::1:443' };
    expect(parse(await swarm(event(CHECK, undefined, undefined, v6))).data).toBe('2001:db8::1');
  });
});

describe('areaHandler: strict JSON bodies', () => {
  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['a number', '42'],
    ['a string', '"PageIndex"'],
  ])('answers %s as the body with a 400 envelope', async (_name, body) => {
    const res = await handler(event(FETCH, controller, body));
    expect(res.statusCode).toBe(400);
    expect(parse(res)).toEqual({
      ErrorCode: 1,
      ErrorMessage: 'The request body must be a JSON object',
      MessageKey: 'api.bodyNotObject',
      data: null,
    });
  });

  it('refuses deeply nested and huge arrays before the schema runs', async () => {
    const deep = `{"SelectedIDx":${'['.repeat(1000)}${']'.repeat(1000)}}`;
    const res = await handler(event(FETCH, controller, deep));
    expect(res.statusCode).toBe(400);
    expect(parse(res).ErrorMessage).toBe('The request body is nested too deeply');
    const huge = JSON.stringify({ SelectedIDx: Array.from({ length: 10_001 }, () => 'x') });
    const big = await handler(event(FETCH, controller, huge));
    expect(big.statusCode).toBe(400);
    expect(parse(big).ErrorMessage).toMatch(/more than 10000 items/);
  });
});

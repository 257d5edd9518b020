import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { TrackingQuery } from '@beewatch/shared';
import { NotFoundError } from './errors.js';
import { areaHandler } from './http.js';

function event(
  routeKey: string,
  claims?: Record<string, string>,
  body?: string,
): APIGatewayProxyEventV2WithJWTAuthorizer {
  return {
    routeKey,
    body,
    isBase64Encoded: false,
    headers: {},
    requestContext: { authorizer: { jwt: { claims: claims ?? {}, scopes: [] } } },
  } as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

const controller = { sub: 'u-1', username: 'controller', 'cognito:groups': '[BSController]' };
const handler = areaHandler('tracking', {
  fetchTrackingHistory: async (req) => ({ data: req.body(TrackingQuery), TotalRecord: 1 }),
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
    expect(parse(notFound).ErrorMessage).toBe('nothing here');
    const crash = await handler(event('GET /api/beewatchagent/SaveTrackingHistory', controller));
    expect(crash.statusCode).toBe(500);
    expect(parse(crash)).toEqual({ ErrorCode: 9, ErrorMessage: 'Something went wrong', data: null });
  });

  it('answers a route of another area with 404', async () => {
    expect((await handler(event('POST /api/account/Authenticate'))).statusCode).toBe(404);
  });
});

import { timingSafeEqual } from 'node:crypto';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import {
  ApiMsg,
  messageKeyOf,
  ErrorCode,
  HTTP_STATUS_OF,
  Role,
  type RouteDef,
  type RouteSpec,
  type RoleName,
} from '@beewatch/shared';
import * as z from 'zod/mini';
import { $ZodError } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import { originVerifySecret } from './env.js';
import { DomainError, ForbiddenError, UnauthorizedError, ValidationError } from './errors.js';
import type { Actor } from './actor.js';
import { logger } from './logger.js';

// zod's default messages ('Too big: expected number to be <=90') do not say which field; API
// clients (the mobile apps) need it. Messages a schema sets itself (the spec's) stay as they are.
z.config({
  customError: (issue) => {
    const base = en().localeError(issue);
    const text = typeof base === 'string' ? base : base?.message;
    return issue.path?.length ? `${issue.path.join('.')}: ${text}` : text;
  },
});

export type { Actor } from './actor.js';

/** What every operation gets besides its parsed input: the actor (null on public routes) and the request's context. */
export interface HttpRequest {
  actor: Actor | null;
  headers: Record<string, string | undefined>;
  cookies: Record<string, string>;
  /**
   * The client's address from a trusted source only: behind CloudFront (origin verified, see
   * trustedClientAddress) the viewer's address CloudFront gives, else the connection's.
   */
  sourceIp: string;
}

/**
 * The parsed input of a route, from its schemas in the route table: `query` (query string,
 * coercion allowed) and `body` (JSON, strict: malformed JSON, anything but a JSON object,
 * nesting deeper than MAX_BODY_DEPTH, an array longer than MAX_BODY_ARRAY or a schema miss →
 * 400 before the operation reads or writes anything). Only the parts the route declares.
 */
export type RouteInput<S extends RouteSpec> = (S extends { query: infer Q extends z.ZodMiniType }
  ? { query: z.output<Q> }
  : unknown) &
  (S extends { body: infer B extends z.ZodMiniType } ? { body: z.output<B> } : unknown);

/** What an operation returns: the envelope's data (its route's response type), extras and cookies to set. */
export interface RouteResult<S extends RouteSpec> {
  data: z.input<S['response']>;
  ErrorMessage?: string;
  TotalRecord?: number;
  NextToken?: string | null;
  cookies?: string[];
}

/** The operation of one route: its parsed input and request context → its typed result. */
export type Operation<S extends RouteSpec> = (
  input: RouteInput<S>,
  req: HttpRequest,
) => Promise<RouteResult<S>>;

/** Exactly one operation per route of an area, under the route's operation name. */
export type AreaOperations<T extends Record<string, RouteSpec>> = { [K in keyof T]: Operation<T[K]> };

/** The actor of a route that needs one (never null there: the wrapper rejects anonymous calls). */
export function actorOf(req: HttpRequest): Actor {
  if (!req.actor) throw new UnauthorizedError();
  return req.actor;
}

/**
 * API Gateway flattens array claims into strings like "[A B]"; the local runtime does the same.
 * Accepts both that and a real array.
 */
function groupsOf(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string') return [];
  return claim
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

function actorFrom(event: APIGatewayProxyEventV2WithJWTAuthorizer): Actor | null {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  if (!claims?.sub) return null;
  const roleName = groupsOf(claims['cognito:groups']).find((g): g is RoleName => g in Role);
  if (!roleName) return null;
  return {
    userId: String(claims.sub),
    userName: String(claims.username ?? claims['cognito:username'] ?? ''),
    roleName,
    roleId: Role[roleName],
  };
}

function parseCookies(list: string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of list ?? []) {
    const i = c.indexOf('=');
    if (i > 0) out[c.slice(0, i).trim()] = decodeURIComponent(c.slice(i + 1).trim());
  }
  return out;
}

/** Header CloudFront adds to every origin request with the shared secret (web stack's origin). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** CloudFront's header with the viewer's `address:port` (IPv4 or IPv6). */
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
/** Deepest nesting of a JSON body; the portal's deepest body (a category's recipients) has 3 levels. */
export const MAX_BODY_DEPTH = 8;
/** Longest array in a JSON body: the 10,000 selected records of an export (spec §9). */
export const MAX_BODY_ARRAY = 10_000;

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The caller's address, from a trusted source only. When ORIGIN_VERIFY_SECRET is set (AWS,
 * behind CloudFront; the local runtime does the same), a request without the matching
 * `x-origin-verify` header did not come through the distribution and is refused (403); only
 * then is `CloudFront-Viewer-Address` (set by CloudFront, never the client) the address. Without
 * the secret the header is never read: the connection's address counts.
 */
export function trustedClientAddress(event: APIGatewayProxyEventV2WithJWTAuthorizer): string {
  const sourceIp = event.requestContext.http?.sourceIp ?? '';
  const secret = originVerifySecret();
  if (!secret) return sourceIp;
  if (!sameSecret(event.headers?.[ORIGIN_VERIFY_HEADER] ?? '', secret))
    throw new ForbiddenError('Requests must come through the portal');
  const viewer = event.headers?.[VIEWER_ADDRESS_HEADER];
  if (!viewer) return sourceIp;
  return viewer.slice(0, viewer.lastIndexOf(':')) || viewer;
}

/** ValidationError unless `value` nests at most MAX_BODY_DEPTH deep with arrays of at most MAX_BODY_ARRAY. */
function assertBodyShape(value: unknown, depth = 0): void {
  if (value === null || typeof value !== 'object') return;
  if (depth >= MAX_BODY_DEPTH) throw new ValidationError('The request body is nested too deeply');
  const items = Array.isArray(value) ? value : Object.values(value);
  if (Array.isArray(value) && value.length > MAX_BODY_ARRAY)
    throw new ValidationError(`A list in the request body has more than ${MAX_BODY_ARRAY} items`);
  for (const item of items) assertBodyShape(item, depth + 1);
}

/** The JSON object of a request body ({} when empty), or ValidationError. */
function jsonBodyOf(event: APIGatewayProxyEventV2WithJWTAuthorizer): Record<string, unknown> {
  let json: unknown;
  try {
    const raw = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString() : event.body;
    json = raw ? JSON.parse(raw) : {};
  } catch {
    throw new ValidationError('Malformed JSON body');
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json))
    throw new ValidationError('The request body must be a JSON object');
  assertBodyShape(json);
  return json as Record<string, unknown>;
}

function firstIssue(err: $ZodError): string {
  const issue = err.issues[0];
  return issue ? issue.message : 'Invalid input';
}

/**
 * The envelope's message fields: the English text verbatim in ErrorMessage and, when a message
 * catalogue holds it, its stable key in MessageKey (shared/message-keys.ts) for the client to
 * translate by.
 */
export function messageOf(text: string): { ErrorMessage: string; MessageKey?: string } {
  const key = text ? messageKeyOf(text) : undefined;
  return key ? { ErrorMessage: text, MessageKey: key } : { ErrorMessage: text };
}

function reply(status: number, body: unknown, cookies?: string[]): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
    cookies,
  };
}

/** The envelope for an error, with its status: the single error → envelope mapping. */
export function errorReply(err: unknown): APIGatewayProxyStructuredResultV2 {
  if (err instanceof $ZodError) err = new ValidationError(firstIssue(err));
  if (err instanceof DomainError) {
    return reply(HTTP_STATUS_OF[err.code], { ErrorCode: err.code, ...messageOf(err.message), data: null });
  }
  logger.error('unhandled error', err as Error);
  return reply(500, { ErrorCode: ErrorCode.Internal, ...messageOf(ApiMsg.somethingWentWrong), data: null });
}

function routeOf(
  event: APIGatewayProxyEventV2WithJWTAuthorizer,
  routes: Record<string, RouteDef>,
): RouteDef | undefined {
  const [method, path] = event.routeKey.split(' ');
  return Object.values(routes).find((r) => r.method === method && `/api/${r.path}` === path);
}

/**
 * The Lambda handler of one domain area: finds the route of the event, enforces its role list
 * from the JWT claims (the authorizer has verified the token; the role rule is ours, spec §6),
 * parses the input with the route's schemas, and maps the operation's result or error to the
 * envelope. `operations` must name exactly the area's routes (a type error otherwise).
 */
export function areaHandler<T extends Record<string, RouteDef>>(routes: T, operations: AreaOperations<T>) {
  return async (
    event: APIGatewayProxyEventV2WithJWTAuthorizer,
    context?: Context,
  ): Promise<APIGatewayProxyStructuredResultV2> => {
    // Request id, function name and cold start on every log line (absent in the local runtime).
    if (context) logger.addContext(context);
    try {
      const sourceIp = trustedClientAddress(event);
      const route = routeOf(event, routes);
      // API Gateway sends an area only its own route keys; anything else is a wiring fault.
      if (!route) return errorReply(new DomainError(ErrorCode.NotFound, 'Unknown route'));
      const operation = operations[route.operation] as Operation<RouteSpec>;
      const actor = actorFrom(event);
      if (route.roles !== 'public') {
        if (!actor) throw new UnauthorizedError();
        if (!route.roles.includes(actor.roleName)) throw new ForbiddenError();
      }
      logger.appendKeys({ route: event.routeKey, user: actor?.userName });
      // A malformed body is refused on every route, also those that read none of it.
      const parsedBody = event.body ? jsonBodyOf(event) : {};
      const input = {
        ...(route.query && { query: route.query.parse(event.queryStringParameters ?? {}) }),
        ...(route.body && { body: route.body.parse(parsedBody) }),
      } as RouteInput<RouteSpec>;
      const req: HttpRequest = {
        actor,
        headers: event.headers ?? {},
        cookies: parseCookies(event.cookies),
        sourceIp,
      };
      const result = await operation(input, req);
      const { cookies, data, ErrorMessage = '', ...extras } = result;
      return reply(
        200,
        { ErrorCode: ErrorCode.Success, ...messageOf(ErrorMessage), data, ...extras },
        cookies,
      );
    } catch (err) {
      return errorReply(err);
    } finally {
      logger.resetKeys();
    }
  };
}

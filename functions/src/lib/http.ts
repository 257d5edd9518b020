import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import {
  ErrorCode,
  HTTP_STATUS_OF,
  ROUTES,
  Role,
  type RouteArea,
  type RouteDef,
  type RoleName,
} from '@beewatch/shared';
import { z, ZodError } from 'zod';
import { DomainError, ForbiddenError, UnauthorizedError, ValidationError } from './errors.js';
import type { Actor } from './actor.js';
import { logger } from './logger.js';

// zod's default messages ('Too big: expected number to be <=90') do not say which field; API
// clients (the mobile apps) need it. Messages a schema sets itself (the spec's) stay as they are.
z.config({
  customError: (issue) => {
    const base = z.locales.en().localeError(issue);
    const text = typeof base === 'string' ? base : base?.message;
    return issue.path?.length ? `${issue.path.join('.')}: ${text}` : text;
  },
});

export type { Actor } from './actor.js';

/** What an operation handler gets: parsed input helpers and the actor (null on public routes). */
export interface HttpRequest {
  actor: Actor | null;
  headers: Record<string, string | undefined>;
  cookies: Record<string, string>;
  /** The client's address as API Gateway saw it (behind CloudFront: see clientIpOf in swarm/). */
  sourceIp: string;
  /** Parses the JSON body with a shared zod schema; malformed JSON or a schema miss → 400. */
  body<T extends z.ZodType>(schema: T): z.output<T>;
  /** Parses the query string with a shared zod schema → 400 on a miss. */
  query<T extends z.ZodType>(schema: T): z.output<T>;
}

/** What an operation returns: the envelope's data and extras, and cookies to set. */
export interface HttpResult {
  data: unknown;
  ErrorMessage?: string;
  TotalRecord?: number;
  NextToken?: string | null;
  cookies?: string[];
}

export type Operation = (req: HttpRequest) => Promise<HttpResult>;

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

function firstIssue(err: ZodError): string {
  const issue = err.issues[0];
  return issue ? issue.message : 'Invalid input';
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
  if (err instanceof ZodError) err = new ValidationError(firstIssue(err));
  if (err instanceof DomainError) {
    return reply(HTTP_STATUS_OF[err.code], { ErrorCode: err.code, ErrorMessage: err.message, data: null });
  }
  logger.error('unhandled error', err as Error);
  return reply(500, { ErrorCode: ErrorCode.Internal, ErrorMessage: 'Something went wrong', data: null });
}

function routeOf(event: APIGatewayProxyEventV2WithJWTAuthorizer, area: RouteArea): RouteDef | undefined {
  const [method, path] = event.routeKey.split(' ');
  return (ROUTES as readonly RouteDef[]).find(
    (r) => r.area === area && r.method === method && `/api/${r.path}` === path,
  );
}

/**
 * The Lambda handler of one domain area: finds the route of the event, enforces its role list
 * from the JWT claims (the authorizer has verified the token; the role rule is ours, spec §6),
 * gives the operation parsed input, and maps its result or error to the envelope.
 */
export function areaHandler(area: RouteArea, operations: Record<string, Operation>) {
  return async (
    event: APIGatewayProxyEventV2WithJWTAuthorizer,
    context?: Context,
  ): Promise<APIGatewayProxyStructuredResultV2> => {
    // Request id, function name and cold start on every log line (absent in the local runtime).
    if (context) logger.addContext(context);
    try {
      const route = routeOf(event, area);
      const operation = route && operations[route.operation];
      if (!route || !operation) return errorReply(new DomainError(ErrorCode.NotFound, 'Unknown route'));
      const actor = actorFrom(event);
      if (route.roles !== 'public') {
        if (!actor) throw new UnauthorizedError();
        if (!route.roles.includes(actor.roleName)) throw new ForbiddenError();
      }
      logger.appendKeys({ route: event.routeKey, user: actor?.userName });
      const req: HttpRequest = {
        actor,
        headers: event.headers ?? {},
        cookies: parseCookies(event.cookies),
        sourceIp: event.requestContext.http?.sourceIp ?? '',
        body(schema) {
          let json: unknown;
          try {
            const raw = event.isBase64Encoded
              ? Buffer.from(event.body ?? '', 'base64').toString()
              : event.body;
            json = raw ? JSON.parse(raw) : {};
          } catch {
            throw new ValidationError('Malformed JSON body');
          }
          return schema.parse(json);
        },
        query(schema) {
          return schema.parse(event.queryStringParameters ?? {});
        },
      };
      const result = await operation(req);
      const { cookies, data, ...extras } = result;
      return reply(200, { ErrorCode: ErrorCode.Success, ErrorMessage: '', data, ...extras }, cookies);
    } catch (err) {
      return errorReply(err);
    } finally {
      logger.resetKeys();
    }
  };
}

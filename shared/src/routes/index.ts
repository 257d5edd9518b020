import { Role } from '../enums.js';
import { ACCOUNT } from './account.js';
import { CONTENT } from './content.js';
import { CATEGORIES, INGEST, MEDIA, TRACKING } from './controller.js';
import type { RouteDef } from './define.js';
import { SITES } from './sites.js';
import { SWARM } from './swarm.js';

export * from './define.js';

/**
 * The route table: every API route by area and operation, with its request and response
 * schemas. Read by the CDK API stack, the local API runtime, the area handlers (typed from it)
 * and the web client (`call(API.area.operation, input)`). Paths are below `/api`.
 */
export const API = {
  account: ACCOUNT,
  tracking: TRACKING,
  media: MEDIA,
  categories: CATEGORIES,
  ingest: INGEST,
  swarm: SWARM,
  sites: SITES,
  content: CONTENT,
} as const;

/** Every route of the table, in one list. */
export const ROUTES: readonly RouteDef[] = Object.values(API).flatMap(
  (area) => Object.values(area) as RouteDef[],
);

/** The API Gateway v2 route key of a route, e.g. `POST /api/beewatchagent/FetchTrackingHistory`. */
export function routeKeyOf(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} /api/${route.path}`;
}

/**
 * Finds a route by method and path (the path after `/api/`), exactly as API Gateway's HTTP API
 * matches route keys: method and path are case-sensitive, so `common/renderimage` is no route
 * locally either.
 */
export function findRoute(method: string, path: string): RouteDef | undefined {
  const wanted = path.replace(/^\/+/, '');
  return ROUTES.find((r) => r.method === method && r.path === wanted);
}

/** Numeric role ids admitted by a route, or 'public'. */
export function roleIdsOf(route: RouteDef): number[] | 'public' {
  return route.roles === 'public' ? 'public' : route.roles.map((r) => Role[r]);
}

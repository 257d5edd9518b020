import { Role } from '../enums.js';
import { ACCOUNT } from './account.js';
import { COLONIES } from './colonies.js';
import { ACCOUNT_USERS } from './account-users.js';
import { BEEKEEPER_ROUTES } from './beekeeper.js';
import { CONTENT } from './content.js';
import { COORDINATION } from './coordination.js';
import { CATEGORIES, INGEST, MEDIA, TRACKING } from './controller.js';
import type { RouteDef } from './define.js';
import { INSPECTIONS } from './inspections.js';
import { SITES } from './sites.js';
import { PESTICIDES } from './pesticides.js';
import { SPRAYNET } from './spraynet.js';
import { SWARM } from './swarm.js';
import { OUTREACH } from './outreach.js';
import { TRACKING_HISTORY } from './tracking-history.js';

export * from './define.js';

/**
 * The route table: every API route by area and operation, with its request and response
 * schemas. Read by the CDK API stack, the local API runtime, the area handlers (typed from it)
 * and the web client (`call(API.area.operation, input)`). Paths are below `/api`.
 */
export const API = {
  account: { ...ACCOUNT, ...ACCOUNT_USERS },
  tracking: { ...TRACKING, ...TRACKING_HISTORY },
  media: MEDIA,
  categories: CATEGORIES,
  ingest: INGEST,
  swarm: SWARM,
  sites: SITES,
  content: CONTENT,
  outreach: OUTREACH,
  colonies: COLONIES,
  pesticides: PESTICIDES,
  inspections: INSPECTIONS,
  spraynet: SPRAYNET,
  coordination: COORDINATION,
  beekeeper: BEEKEEPER_ROUTES,
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

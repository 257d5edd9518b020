import { Role } from '../enums.js';
import * as AREAS from './areas.js';
import type { RouteDef } from './define.js';

// Whole-table views for the server, the local runtime and infra. Kept apart from the `API`
// namespace so the web's bundler, which never reads them, keeps only the areas a chunk calls.

/** Every route of the table, in one list. */
export const ROUTES: readonly RouteDef[] = Object.values(AREAS).flatMap(
  (area) => Object.values(area) as RouteDef[],
);

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

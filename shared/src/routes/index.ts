import type { RouteDef } from './define.js';

export * from './define.js';
export * from './table.js';

/**
 * The route table: every API route by area and operation, with its request and response
 * schemas. Read by the CDK API stack, the local API runtime, the area handlers (typed from it)
 * and the web client (`call(API.area.operation, input)`). Paths are below `/api`. A namespace, so
 * the web's bundler keeps only the areas a chunk calls.
 */
export * as API from './areas.js';

/** The API Gateway v2 route key of a route, e.g. `POST /api/beewatchagent/FetchTrackingHistory`. */
export function routeKeyOf(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} /api/${route.path}`;
}

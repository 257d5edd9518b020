import * as z from 'zod/mini';
import { Role, type RoleName } from '../enums.js';

/** The Lambda function (one per domain area) that serves a route. */
export type RouteArea =
  | 'account'
  | 'profile'
  | 'users'
  | 'tracking'
  | 'media'
  | 'categories'
  | 'ingest'
  | 'swarm'
  | 'swarmform'
  | 'swarmphoto'
  | 'sites'
  | 'content'
  | 'guides'
  | 'outreach'
  | 'pesticides'
  | 'beekeeper'
  | 'coordination'
  | 'spraynet'
  | 'inspections'
  | 'colonies';

/**
 * One API route as written in an area's table: the operation's name is its key there.
 * - `path`: below `/api`, in the spec's style (case-sensitive, as API Gateway matches it);
 * - `roles`: the roles admitted (checked by the HTTP wrapper from the JWT groups) or 'public'
 *   (no JWT authorizer in API Gateway);
 * - `query`: schema of the query string (strings in, so coercion is allowed there);
 * - `body`: schema of the JSON body, strict (no coercion of wrong JSON types);
 * - `response`: schema of the envelope's `data`;
 * - `paged`: the envelope also carries `NextToken` (and `TotalRecord` where the list counts).
 */
export interface RouteSpec {
  method: 'GET' | 'POST';
  path: string;
  roles: readonly RoleName[] | 'public';
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  paged?: true;
}

/** A route of the table: its spec plus the area and operation it belongs to. */
export interface RouteDef extends RouteSpec {
  area: RouteArea;
  operation: string;
}

/** An area's routes keyed by operation name, each carrying its area and operation. */
export type AreaRoutes<A extends RouteArea, T extends Record<string, RouteSpec>> = {
  [K in keyof T & string]: T[K] & { area: A; operation: K };
};

/**
 * Defines an area's routes in one style: `{ operationName: { method, path, roles, query?,
 * body?, response } }`. The keys are the operations the area's handler must provide.
 */
export function defineRoutes<A extends RouteArea, const T extends Record<string, RouteSpec>>(
  area: A,
  specs: T,
): AreaRoutes<A, T> {
  const out: Record<string, RouteDef> = {};
  for (const [operation, spec] of Object.entries(specs)) out[operation] = { ...spec, area, operation };
  return out as AreaRoutes<A, T>;
}

/** Every role: profile, messages and the mobile apps' tracking records serve any signed-in user. */
export const SIGNED_IN = Object.keys(Role) as RoleName[];
export const ADMINISTRATOR = ['Administrator'] as const satisfies readonly RoleName[];
export const SUPER_ADMINISTRATOR = ['SuperAdministrator'] as const satisfies readonly RoleName[];
export const CONTROLLER = ['BSController'] as const satisfies readonly RoleName[];
/** Swarm collectors and apiary keepers: only ProfessionalBeeKeeper counts (spec §6). */
export const BEEKEEPER = ['ProfessionalBeeKeeper'] as const satisfies readonly RoleName[];
export const PESTICIDE_USER = ['NonBeeKeeper'] as const satisfies readonly RoleName[];
export const SPRAY_LIAISON = ['SprayLaison'] as const satisfies readonly RoleName[];
export const SWARM_COORDINATOR = ['SwarmCoordinator'] as const satisfies readonly RoleName[];

/** The response schema of an operation that answers with no data: the envelope's `data` is null. */
export const NO_DATA = z.null();

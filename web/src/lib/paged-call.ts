import { PAGE_SIZE, type RouteDef } from '@beewatch/shared';
import type * as z from 'zod/mini';
import { call, type CallOptions, type RouteCallInput } from '@/lib/api-client';

/** One page of a paged list as the endpoint files return it. */
export interface ListPage<Row> {
  rows: Row[];
  nextToken: string | null;
}

/** The row type of a paged route (its response data is an array of rows). */
export type RowOf<R extends RouteDef> = z.output<R['response']> extends readonly (infer Row)[] ? Row : never;

/** The query of a paged route without the paging fields callPage adds. */
export type PageFilter<R extends RouteDef> = R extends { query: infer Q extends z.ZodMiniType }
  ? Omit<z.input<Q>, 'RecordPerPage' | 'NextToken'>
  : never;

/**
 * Reads one page of a paged route (spec §9): `pageSize` rows (PAGE_SIZE unless the screen's spec
 * says otherwise) from `nextToken` (the first page without one), with the route's other query
 * fields from `filter`. Throws what `call` throws.
 */
export async function callPage<R extends RouteDef>(
  route: R,
  nextToken: string | null,
  signal?: AbortSignal,
  filter?: PageFilter<R>,
  pageSize: number = PAGE_SIZE,
): Promise<ListPage<RowOf<R>>> {
  const input = { query: { ...filter, RecordPerPage: pageSize, NextToken: nextToken }, signal };
  const res = await call(route, input as unknown as RouteCallInput<R> & CallOptions);
  return { rows: res.data as RowOf<R>[], nextToken: res.NextToken ?? null };
}

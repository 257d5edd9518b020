import { API, type Product } from '@beewatch/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import type { ProductFilters } from './get-products';
import { pesticideKeys } from './keys';

/** GET pesticide/TreatmentsDatabase: the farmer's read-only view of the catalogue, filtered. */
export async function findProductPage(f: ProductFilters, nextToken: string | null, signal?: AbortSignal) {
  const res = await call(API.pesticides.treatmentsDatabase, {
    query: { ...f, RecordPerPage: 25, NextToken: nextToken },
    signal,
  });
  return { rows: res.data as Product[], nextToken: res.NextToken ?? null };
}

export function useFindProducts(f: ProductFilters) {
  return useInfiniteQuery({
    queryKey: [...pesticideKeys.finder, f],
    queryFn: ({ pageParam, signal }) => findProductPage(f, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });
}

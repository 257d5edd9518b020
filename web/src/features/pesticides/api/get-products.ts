import { API, type Product } from '@beewatch/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { pesticideKeys } from './keys';

export interface ProductFilters {
  Search: string;
  Country?: 'GB' | 'NI' | 'FR' | 'IE' | 'BE' | 'DE' | 'CH';
  PesticideType?: number;
  Availability: 'all' | 'usable' | 'expired';
  TrafficLight?: 'green' | 'amber' | 'red';
}

/** GET admin/PesticideProducts: a page of the catalogue by name (25 a page), filtered. */
export async function getProductPage(f: ProductFilters, nextToken: string | null, signal?: AbortSignal) {
  const res = await call(API.pesticides.productList, {
    query: { ...f, RecordPerPage: 25, NextToken: nextToken },
    signal,
  });
  return { rows: res.data as Product[], nextToken: res.NextToken ?? null };
}

/** The administrator's catalogue as an infinite query. */
export function useProducts(f: ProductFilters) {
  return useInfiniteQuery({
    queryKey: [...pesticideKeys.products, f],
    queryFn: ({ pageParam, signal }) => getProductPage(f, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextToken ?? undefined,
  });
}

import { API } from '@beewatch/shared';
import { usePagedList } from '@/hooks/use-paged-list';
import { callPage } from '@/lib/paged-call';
import { pesticideKeys } from './keys';

/** Products a page in the catalogue and the finder. */
export const PRODUCT_PAGE_SIZE = 25;

export interface ProductFilters {
  Search: string;
  Country?: 'GB' | 'NI' | 'FR' | 'IE' | 'BE' | 'DE' | 'CH';
  PesticideType?: number;
  Availability: 'all' | 'usable' | 'expired';
  TrafficLight?: 'green' | 'amber' | 'red';
}

/** GET admin/PesticideProducts: a page of the catalogue by name (25 a page), filtered. */
export function getProductPage(f: ProductFilters, nextToken: string | null, signal?: AbortSignal) {
  return callPage(API.pesticides.productList, nextToken, signal, f, PRODUCT_PAGE_SIZE);
}

/** The administrator's catalogue as an infinite query. */
export function useProducts(f: ProductFilters) {
  return usePagedList([...pesticideKeys.products, f], (token, signal) => getProductPage(f, token, signal), {
    shortPageEnds: false,
  });
}

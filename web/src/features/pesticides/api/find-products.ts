import { API } from '@beewatch/shared';
import { usePagedList } from '@/hooks/use-paged-list';
import { callPage } from '@/lib/paged-call';
import { PRODUCT_PAGE_SIZE, type ProductFilters } from './get-products';
import { pesticideKeys } from './keys';

/** GET pesticide/TreatmentsDatabase: the farmer's read-only view of the catalogue, filtered. */
export function findProductPage(f: ProductFilters, nextToken: string | null, signal?: AbortSignal) {
  return callPage(API.pesticides.treatmentsDatabase, nextToken, signal, f, PRODUCT_PAGE_SIZE);
}

export function useFindProducts(f: ProductFilters) {
  return usePagedList([...pesticideKeys.finder, f], (token, signal) => findProductPage(f, token, signal), {
    shortPageEnds: false,
  });
}

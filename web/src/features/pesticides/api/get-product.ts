import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { pesticideKeys } from './keys';

/** GET admin/GetProduct?ProductID=: one product to edit. */
export async function getProduct(id: string, signal?: AbortSignal) {
  return (await call(API.pesticides.getProduct, { query: { ProductID: id }, signal })).data;
}

export function useProduct(id: string | null) {
  return useQuery({
    queryKey: [...pesticideKeys.products, 'one', id],
    queryFn: ({ signal }) => getProduct(id!, signal),
    enabled: Boolean(id),
  });
}

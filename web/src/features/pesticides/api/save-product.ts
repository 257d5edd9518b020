import { API, type ProductInput } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { pesticideKeys } from './keys';

/** POST admin/AddOrUpdateProduct (admin/addproduct): adds or replaces a product. */
export async function saveProduct(body: ProductInput) {
  return (await call(API.pesticides.saveProduct, { body })).data;
}

export function useSaveProduct() {
  return useInvalidatingMutation(saveProduct, pesticideKeys.all);
}

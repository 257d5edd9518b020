import { API, type ProductInput } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { pesticideKeys } from './keys';

/** POST admin/AddOrUpdateProduct (admin/addproduct): adds or replaces a product. */
export async function saveProduct(body: ProductInput) {
  return (await call(API.pesticides.saveProduct, { body })).data;
}

export function useSaveProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => void qc.invalidateQueries({ queryKey: pesticideKeys.all }),
  });
}

import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { pesticideKeys } from './keys';

/** POST admin/RetireProduct: kept on past schedules, never chosen again. */
export async function retireProduct(ProductID: string) {
  return (await call(API.pesticides.retireProduct, { body: { ProductID } })).data;
}

export function useRetireProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: retireProduct,
    onSuccess: () => void qc.invalidateQueries({ queryKey: pesticideKeys.all }),
  });
}

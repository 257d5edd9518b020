import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { pesticideKeys } from './keys';

/** POST admin/RetireProduct: kept on past schedules, never chosen again. */
export async function retireProduct(ProductID: string) {
  return (await call(API.pesticides.retireProduct, { body: { ProductID } })).data;
}

export function useRetireProduct() {
  return useInvalidatingMutation(retireProduct, pesticideKeys.all);
}

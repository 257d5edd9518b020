import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { apiaryKeys } from './get-apiaries';

/** POST beekeeper/DeleteApiary?ApiaryID=. */
export async function deleteApiary(id: string) {
  await call(API.sites.deleteApiary, { query: { ApiaryID: id } });
}

/** Deletes, then refreshes the list. */
export function useDeleteApiary() {
  return useInvalidatingMutation(deleteApiary, apiaryKeys.all);
}

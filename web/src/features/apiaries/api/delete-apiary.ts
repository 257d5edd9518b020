import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { apiaryKeys } from './get-apiaries';

/** POST beekeeper/DeleteApiary?ApiaryID=. */
export async function deleteApiary(id: string) {
  await call(API.sites.deleteApiary, { query: { ApiaryID: id } });
}

/** Deletes, then refreshes the list. */
export function useDeleteApiary() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteApiary,
    onSuccess: () => void qc.invalidateQueries({ queryKey: apiaryKeys.all }),
  });
}

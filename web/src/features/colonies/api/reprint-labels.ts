import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** POST admin/ReprintQr: the same codes again (links kept); counts the prints. */
export async function reprintLabels(tokens: string[]) {
  return (await call(API.colonies.reprintQr, { body: { Tokens: tokens } })).data;
}

export function useReprintLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reprintLabels,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: colonyKeys.labelSearches }),
  });
}

import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** POST admin/ReplaceQr: a new code for the same colony; the old one is voided. */
export async function replaceLabel(token: string) {
  return (await call(API.colonies.replaceQr, { body: { Token: token } })).data;
}

export function useReplaceLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceLabel,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: colonyKeys.labelSearches });
      void queryClient.invalidateQueries({ queryKey: colonyKeys.batches });
    },
  });
}

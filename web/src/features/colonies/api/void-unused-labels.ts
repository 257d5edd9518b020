import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** POST admin/VoidUnusedQr: voids the batch's labels that were never linked. */
export async function voidUnusedLabels(batchId: string) {
  return (await call(API.colonies.voidUnusedQr, { query: { BatchID: batchId } })).data;
}

export function useVoidUnusedLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidUnusedLabels,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: colonyKeys.batches }),
  });
}

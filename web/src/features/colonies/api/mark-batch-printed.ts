import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** POST admin/MarkQrBatchPrinted: counts one print of a batch's sheet. */
export async function markBatchPrinted(batchId: string) {
  return (await call(API.colonies.markQrBatchPrinted, { query: { BatchID: batchId } })).data;
}

export function useMarkBatchPrinted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBatchPrinted,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: colonyKeys.batches }),
  });
}

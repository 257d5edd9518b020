import { API, type GenerateQrBatchRequest } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** POST admin/GenerateQrBatch: a new batch of labels with random tokens. */
export async function generateQrBatch(body: GenerateQrBatchRequest) {
  return (await call(API.colonies.generateQrBatch, { body })).data;
}

export function useGenerateQrBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateQrBatch,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: colonyKeys.batches }),
  });
}

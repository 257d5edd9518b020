import { API, type GenerateQrBatchRequest } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST admin/GenerateQrBatch: a new batch of labels with random tokens. */
export async function generateQrBatch(body: GenerateQrBatchRequest) {
  return (await call(API.colonies.generateQrBatch, { body })).data;
}

export function useGenerateQrBatch() {
  return useInvalidatingMutation(generateQrBatch, colonyKeys.batches);
}

import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST admin/MarkQrBatchPrinted: counts one print of a batch's sheet. */
export async function markBatchPrinted(batchId: string) {
  return (await call(API.colonies.markQrBatchPrinted, { query: { BatchID: batchId } })).data;
}

export function useMarkBatchPrinted() {
  return useInvalidatingMutation(markBatchPrinted, colonyKeys.batches);
}

import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';

/** POST admin/VoidUnusedQr: voids the batch's labels that were never linked. */
export async function voidUnusedLabels(batchId: string) {
  return (await call(API.colonies.voidUnusedQr, { query: { BatchID: batchId } })).data;
}

export function useVoidUnusedLabels() {
  return useInvalidatingMutation(voidUnusedLabels, colonyKeys.batches);
}

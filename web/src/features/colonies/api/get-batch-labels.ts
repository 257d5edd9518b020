import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';

/** GET admin/QrBatchLabels: a batch and its labels, read when its sheet is made. */
export async function getBatchLabels(batchId: string) {
  return (await call(API.colonies.qrBatchLabels, { query: { BatchID: batchId } })).data;
}

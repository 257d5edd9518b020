import { API, type QrBatch } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** GET admin/QrBatchList: every label batch, newest first. */
export async function getQrBatches(signal?: AbortSignal): Promise<QrBatch[]> {
  return (await call(API.colonies.qrBatchList, { signal })).data;
}

export const qrBatchesQueryOptions = () =>
  queryOptions({ queryKey: colonyKeys.batches, queryFn: ({ signal }) => getQrBatches(signal) });

export function useQrBatches() {
  return useQuery(qrBatchesQueryOptions());
}

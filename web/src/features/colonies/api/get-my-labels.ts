import { API, type QrLabel } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** GET beekeeper/MyQrLabels: the labels issued to the beekeeper (linked or free). */
export async function getMyLabels(signal?: AbortSignal): Promise<QrLabel[]> {
  return (await call(API.colonies.myQrLabels, { signal })).data;
}

export const myLabelsQueryOptions = () =>
  queryOptions({ queryKey: colonyKeys.myLabels, queryFn: ({ signal }) => getMyLabels(signal) });

export function useMyLabels() {
  return useQuery(myLabelsQueryOptions());
}

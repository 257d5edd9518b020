import { API, type QrLabel } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

export type LabelSearch = { By: 'token' | 'beekeeper' | 'batch'; Value: string };

/** GET admin/SearchQrLabels: labels by token, by the beekeeper holding them, or by batch. */
export async function searchQrLabels(search: LabelSearch, signal?: AbortSignal): Promise<QrLabel[]> {
  return (await call(API.colonies.searchQrLabels, { query: search, signal })).data;
}

export const labelSearchQueryOptions = (search: LabelSearch | null) =>
  queryOptions({
    queryKey: colonyKeys.labelSearch(search?.By ?? '', search?.Value ?? ''),
    queryFn: ({ signal }) => searchQrLabels(search!, signal),
    enabled: !!search,
  });

export function useLabelSearch(search: LabelSearch | null) {
  return useQuery(labelSearchQueryOptions(search));
}

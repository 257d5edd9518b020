import { API, type ImportTemplate } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { colonyKeys } from './keys';

/** GET common/GetImportColumns: the Set Template columns of the activity import. */
export async function getImportColumns(signal?: AbortSignal): Promise<ImportTemplate> {
  return (await call(API.colonies.getImportColumns, { signal })).data;
}

export const importColumnsQueryOptions = () =>
  queryOptions({ queryKey: colonyKeys.template, queryFn: ({ signal }) => getImportColumns(signal) });

export function useImportColumns() {
  return useQuery(importColumnsQueryOptions());
}

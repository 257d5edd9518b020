import { API, type InspectorWorkspace } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { inspectionKeys } from './keys';

/** GET beeinspector/DomainApiaries: the domain's apiaries, confirmed cases and season figures. */
export async function getDomainApiaries(signal?: AbortSignal): Promise<InspectorWorkspace> {
  return (await call(API.inspections.domainApiaries, { signal })).data;
}

export const domainApiariesQueryOptions = () =>
  queryOptions({ queryKey: inspectionKeys.workspace, queryFn: ({ signal }) => getDomainApiaries(signal) });

export function useDomainApiaries() {
  return useQuery(domainApiariesQueryOptions());
}

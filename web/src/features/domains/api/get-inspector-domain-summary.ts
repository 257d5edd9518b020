import { API, type InspectorDomainSummary } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { domainKeys } from './get-my-domain';

/** GET beeinspector/DomainSummary: the inspector's domain counts per area unit and neighbouring inspectors. */
export async function getInspectorDomainSummary(signal?: AbortSignal): Promise<InspectorDomainSummary> {
  return (await call(API.inspections.domainSummary, { signal })).data;
}

export const inspectorDomainSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...domainKeys.mine, 'inspector-summary'] as const,
    queryFn: ({ signal }) => getInspectorDomainSummary(signal),
  });

/** The signed-in bee inspector's domain summary (role-screens §8.2); only asked for by BeeInspectors. */
export function useInspectorDomainSummary() {
  return useQuery(inspectorDomainSummaryQueryOptions());
}

import { API, type Domain } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const domainKeys = { mine: ['domains', 'mine'] as const };

/** GET common/GetMyDomain: the signed-in inspector's, coordinator's or liaison's own domain. */
export async function getMyDomain(signal?: AbortSignal): Promise<Domain> {
  return (await call(API.sites.myDomain, { signal })).data;
}

export const myDomainQueryOptions = () =>
  queryOptions({ queryKey: domainKeys.mine, queryFn: ({ signal }) => getMyDomain(signal) });

/** The signed-in user's domain (empty Units until an Administrator assigns one). */
export function useMyDomain() {
  return useQuery(myDomainQueryOptions());
}

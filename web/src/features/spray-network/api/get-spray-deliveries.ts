import { API, type SprayDeliveries } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { sprayNetKeys } from './keys';

/** GET beewatchagent/SprayDeliveries: the sends of a domain notification's latest alert. */
export async function getSprayDeliveries(id: string, signal?: AbortSignal): Promise<SprayDeliveries> {
  return (await call(API.spraynet.sprayDeliveries, { query: { SprayNotificationID: id }, signal })).data;
}

export const sprayDeliveriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sprayNetKeys.deliveries(id),
    queryFn: ({ signal }) => getSprayDeliveries(id, signal),
  });

export function useSprayDeliveries(id: string | null) {
  return useQuery({ ...sprayDeliveriesQueryOptions(id ?? ''), enabled: Boolean(id) });
}

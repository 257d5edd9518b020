import { API, type SubscriptionSummary } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { userKeys } from './get-users';

/** GET admin/SubscriptionSummary: per role, active, expiring, expired, non-active and renewed counts. */
export async function getSubscriptionSummary(
  days: number,
  signal?: AbortSignal,
): Promise<SubscriptionSummary> {
  return (await call(API.users.subscriptionSummary, { query: { Days: days }, signal })).data;
}

export function useSubscriptionSummary(days: number) {
  return useQuery({
    queryKey: [...userKeys.subscriptions(), 'summary', days],
    queryFn: ({ signal }) => getSubscriptionSummary(days, signal),
  });
}

import { API, type DashboardSummary } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const dashboardKeys = { summary: ['dashboard', 'summary'] as const };

/** How long the figures count as fresh, ms: a revisit within a minute shows them without a read. */
const SUMMARY_STALE_MS = 60_000;

/** GET admin/DashboardSummary (Administrator): the dashboard's aggregate figures. */
export async function getDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return (await call(API.users.dashboardSummary, { signal })).data;
}

export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) => getDashboardSummary(signal),
    staleTime: SUMMARY_STALE_MS,
  });

/** The dashboard's figures; `refetch` reads them again (the Refresh button). */
export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}

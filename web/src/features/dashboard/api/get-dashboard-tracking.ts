import { API, type DashboardTracking } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

export const dashboardTrackingKeys = { tracking: ['dashboard', 'tracking'] as const };

/** GET admin/DashboardTracking (Administrator): tracking records of the last days per category. */
export async function getDashboardTracking(signal?: AbortSignal): Promise<DashboardTracking> {
  return (await call(API.tracking.dashboardTracking, { signal })).data;
}

export const dashboardTrackingQueryOptions = () =>
  queryOptions({
    queryKey: dashboardTrackingKeys.tracking,
    queryFn: ({ signal }) => getDashboardTracking(signal),
    staleTime: 60_000,
  });

/** The tracking figure of the dashboard (its own card: read by the tracking area's function). */
export function useDashboardTracking() {
  return useQuery(dashboardTrackingQueryOptions());
}

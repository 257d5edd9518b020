import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET beewatchagent/SprayNotificationList?FromDate=&ToDate= (spray liaison; days yyyy-mm-dd). */
export async function getSprayNotifications(from: string, to: string, signal?: AbortSignal) {
  const res = await call(API.sites.sprayNotificationList, { query: { FromDate: from, ToDate: to }, signal });
  return res.data;
}

export function useSprayNotifications(from: string, to: string) {
  return useQuery({
    queryKey: ['spray-notifications', from, to],
    queryFn: ({ signal }) => getSprayNotifications(from, to, signal),
  });
}

import { SprayNotification } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** GET beewatchagent/SprayNotificationList?FromDate=&ToDate= (spray liaison; days yyyy-mm-dd). */
export async function getSprayNotifications(from: string, to: string, signal?: AbortSignal) {
  const res = await apiRequest('beewatchagent/SprayNotificationList', {
    query: { FromDate: from, ToDate: to },
    data: z.array(SprayNotification),
    signal,
  });
  return res.data;
}

export function useSprayNotifications(from: string, to: string) {
  return useQuery({
    queryKey: ['spray-notifications', from, to],
    queryFn: ({ signal }) => getSprayNotifications(from, to, signal),
  });
}

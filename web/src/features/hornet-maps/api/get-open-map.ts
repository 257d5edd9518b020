import { API, HornetMapData } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET hornetmap/SprayNotificationOpen?UserID= (spec §7.2 "spray notification open"). */
export async function getOpenMap(userId: string, signal?: AbortSignal): Promise<HornetMapData> {
  const res = await call(API.sites.sprayNotificationOpen, { query: { UserID: userId }, auth: false, signal });
  return res.data;
}

export function useOpenMap(userId: string) {
  return useQuery({
    queryKey: ['hornet-map', 'open', userId],
    queryFn: ({ signal }) => getOpenMap(userId, signal),
    retry: false,
  });
}

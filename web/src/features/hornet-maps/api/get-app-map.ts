import { API, HornetMapData, type HornetPathAppRequest } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST hornetmap/SprayNotification (spec §7.2 "Spray notification (UserID, Token, UserName)"). */
export async function getAppMap(req: HornetPathAppRequest, signal?: AbortSignal): Promise<HornetMapData> {
  const res = await call(API.sites.sprayNotification, { body: req, auth: false, signal });
  return res.data;
}

export function useAppMap(req: HornetPathAppRequest) {
  return useQuery({
    queryKey: ['hornet-map', 'app', req],
    queryFn: ({ signal }) => getAppMap(req, signal),
    retry: false,
  });
}

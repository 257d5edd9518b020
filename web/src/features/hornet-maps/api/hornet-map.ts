import { API, ActivityHornetData, HornetMapData, type HornetPathAppRequest } from '@beewatch/shared';
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

/** GET hornetmap/ActivityHornet?hornettrackingid=&type= (spec §7.2 "Activity hornet"). */
export async function getActivity(
  id: string,
  type: number,
  signal?: AbortSignal,
): Promise<ActivityHornetData> {
  const res = await call(API.sites.activityHornet, {
    query: { hornettrackingid: id, type },
    auth: false,
    signal,
  });
  return res.data;
}

export function useActivity(id: string, type: number) {
  return useQuery({
    queryKey: ['hornet-map', 'activity', id, type],
    queryFn: ({ signal }) => getActivity(id, type, signal),
    retry: false,
  });
}

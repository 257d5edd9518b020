import { ActivityHornetData, HornetItem, HornetMapData, type HornetPathAppRequest } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/**
 * A hornet item as the maps read it: with the record's place name (its LocationAddress, spec §3
 * tracking record) when the answer carries one, so the list under the map names the place.
 */
const PlacedHornet = HornetItem.extend({ LocationAddress: z.string().nullish() });
export type PlacedHornet = z.infer<typeof PlacedHornet>;
const MapData = HornetMapData.extend({ Hornets: z.array(PlacedHornet.extend({ DistanceM: z.number() })) });
export type MapData = z.infer<typeof MapData>;
const ActivityData = ActivityHornetData.extend({ Hornet: PlacedHornet });
export type ActivityData = z.infer<typeof ActivityData>;

/** POST hornetmap/SprayNotification (spec §7.2 "Spray notification (UserID, Token, UserName)"). */
export async function getAppMap(req: HornetPathAppRequest, signal?: AbortSignal): Promise<MapData> {
  const res = await apiRequest('hornetmap/SprayNotification', {
    method: 'POST',
    body: req,
    data: MapData,
    auth: false,
    signal,
  });
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
export async function getOpenMap(userId: string, signal?: AbortSignal): Promise<MapData> {
  const res = await apiRequest('hornetmap/SprayNotificationOpen', {
    query: { UserID: userId },
    data: MapData,
    auth: false,
    signal,
  });
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
export async function getActivity(id: string, type: number, signal?: AbortSignal): Promise<ActivityData> {
  const res = await apiRequest('hornetmap/ActivityHornet', {
    query: { hornettrackingid: id, type },
    data: ActivityData,
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

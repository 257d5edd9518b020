import { API, ActivityHornetData } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

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

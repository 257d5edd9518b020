import { API } from '@beewatch/shared';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET common/GetSwarmImage?ID=: a presigned URL of the report's photo (5 minutes). */
export async function getSwarmImageUrl(id: string) {
  return (await call(API.swarm.getSwarmImage, { query: { ID: id } })).data.Url;
}

/**
 * Fetches the photo's URL when the user asks for it (a click), never from the cache: the
 * presigned URL lasts five minutes.
 */
export function useFetchSwarmImageUrl() {
  const queryClient = useQueryClient();
  return (id: string) =>
    queryClient.fetchQuery({
      queryKey: ['swarm-notifications', 'image', id],
      queryFn: () => getSwarmImageUrl(id),
      staleTime: 0,
      gcTime: 0,
    });
}

import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET common/GetSpeciesVideo (public): the video address (short-lived when in S3) and captions. */
export async function getSpeciesVideo(signal?: AbortSignal) {
  const res = await call(API.content.getSpeciesVideo, { auth: false, signal });
  return res.data;
}

export function useSpeciesVideo() {
  // The S3 address lives 300 s; a fresh one is asked before the old one expires.
  return useQuery({
    queryKey: ['public', 'species-video'],
    queryFn: ({ signal }) => getSpeciesVideo(signal),
    staleTime: 240_000,
    refetchOnWindowFocus: false,
  });
}

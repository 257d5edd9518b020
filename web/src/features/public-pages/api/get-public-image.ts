import { PublicImageData } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET common/RenderImage?ID= (public route): a short-lived URL of the image with its content
 * type, for the record's creator and BS Controllers — the signed-in user's token is sent.
 */
export async function getPublicImage(id: string, signal?: AbortSignal) {
  const res = await apiRequest('common/RenderImage', {
    query: { ID: id },
    data: PublicImageData,
    signal,
  });
  return res.data;
}

export function usePublicImage(id: string) {
  return useQuery({
    queryKey: ['public', 'image', id],
    queryFn: ({ signal }) => getPublicImage(id, signal),
    retry: false,
  });
}

import { PublicImageData } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET common/RenderImage?ID= (public): the image as base64 with its content type. */
export async function getPublicImage(id: string, signal?: AbortSignal) {
  const res = await apiRequest('common/RenderImage', {
    query: { ID: id },
    data: PublicImageData,
    auth: false,
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

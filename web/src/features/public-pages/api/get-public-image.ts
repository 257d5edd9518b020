import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, call } from '@/lib/api-client';
import { authHandlers, getAccessToken, setAccessToken } from '@/lib/auth-token';

const fetchImage = (id: string, signal?: AbortSignal) =>
  call(API.content.renderImage, { query: { ID: id }, signal });

/**
 * GET common/RenderImage?ID= (public route): a short-lived URL of the image with its content
 * type, for the record's creator and BS Controllers — the signed-in user's token is sent. A page
 * opened directly may ask before the session is restored from its cookie: on a 401 without a
 * token the session is restored once and the call repeated.
 */
export async function getPublicImage(id: string, signal?: AbortSignal) {
  try {
    return (await fetchImage(id, signal)).data;
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 401 || getAccessToken()) throw err;
    const token = await authHandlers()
      .refresh?.()
      .catch(() => null);
    if (!token) throw err;
    setAccessToken(token);
    return (await fetchImage(id, signal)).data;
  }
}

export function usePublicImage(id: string) {
  return useQuery({
    queryKey: ['public', 'image', id],
    queryFn: ({ signal }) => getPublicImage(id, signal),
    retry: false,
  });
}

import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { keyHeaders } from '../lib/key-headers';

/** POST swarm/ConfirmSwarmImage?ID=: the server checks the uploaded photo, then alerts collectors. */
export async function confirmSwarmImage(apiKey: string, id: string) {
  const res = await call(API.swarmphoto.confirmSwarmImage, {
    query: { ID: id },
    auth: false,
    headers: keyHeaders(apiKey),
  });
  return res.data;
}

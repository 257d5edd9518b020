import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';

/** GET common/GeocodePostCode?PostCode=: the centroid of a UK or French post code. */
export async function geocode(postCode: string) {
  return (await call(API.sites.geocodePostCode, { query: { PostCode: postCode } })).data;
}

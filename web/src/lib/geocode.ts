import { GeocodedPlace } from '@beewatch/shared';
import { apiRequest } from '@/lib/api-client';

/** GET common/GeocodePostCode?PostCode=: the centroid of a UK or French post code. */
export async function geocode(postCode: string) {
  return (await apiRequest('common/GeocodePostCode', { query: { PostCode: postCode }, data: GeocodedPlace }))
    .data;
}

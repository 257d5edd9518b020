import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { position } from '@beewatch/shared';
import * as z from 'zod/mini';
import { cellKeysOf } from '../geo/index.js';
import { geocodePostCode } from '../geo/index.js';
import { documentClient } from '../lib/aws.js';
import { siteTable } from './store.js';
import { HOME, homeKey } from './home-entity.js';
import { networkKeysOf } from './network/network-entity.js';

/**
 * Bystanders' homes (privacy policy §1: bystanders living within 1 km are alerted; keys:
 * home-entity.ts). The point is the centroid of
 * the profile's post code (geo/geocode.ts), never a street address.
 */
export { HOME } from './home-entity.js';

export const StoredHome = z.object({
  UserName: z.string(),
  PostCode: z.string(),
  ...position,
});
export type StoredHome = z.infer<typeof StoredHome>;

const keyOf = homeKey;

/**
 * Indexes (or re-indexes) a bystander's home from their post code; a code the geocoder does not
 * know removes the home, so no stale point stays searchable. Returns the stored home, if any.
 */
export async function indexHome(
  userName: string,
  postCode: string | null | undefined,
): Promise<StoredHome | undefined> {
  const place = postCode ? await geocodePostCode(postCode) : undefined;
  if (!place) {
    await documentClient().send(new DeleteCommand({ TableName: siteTable(), Key: keyOf(userName) }));
    return undefined;
  }
  const home: StoredHome = {
    UserName: userName,
    PostCode: place.PostCode,
    Latitude: place.Latitude,
    Longitude: place.Longitude,
  };
  await documentClient().send(
    new PutCommand({
      TableName: siteTable(),
      Item: {
        ...keyOf(userName),
        ...home,
        ...cellKeysOf(HOME, home.Latitude, home.Longitude, userName.toLowerCase()),
        ...networkKeysOf(
          HOME,
          home.Latitude,
          home.Longitude,
          home.PostCode,
          userName,
          userName.toLowerCase(),
        ),
      },
    }),
  );
  return home;
}

import { cellKeysOf } from '../../geo/index.js';
import { ownerOf } from '../store.js';
import { networkKeysOf } from '../network/network-entity.js';

/**
 * The apiary entity of the site table: `APIARY#<id>` / `APIARY`; byOwner `APIARY#<lower user>`
 * sorted by lower(name)#id (My Apiaries); byCell `APIARY#<geohash 5>` (beekeepers within 10 km of
 * a spray); byKind `NETWORK#<area unit>` (the spray liaison's contacts, network/network-entity.ts).
 * A counter `APIARYCOUNT#<lower user>` / `COUNT` holds how many a user has, so the limit
 * of spec §9 is checked in the same transaction as the write.
 */
export const APIARY = 'APIARY';
export const apiaryKey = (id: string) => ({ pk: `APIARY#${id}`, sk: 'APIARY' });
export const apiaryCounterKey = (userName: string) => ({
  pk: `APIARYCOUNT#${userName.toLowerCase()}`,
  sk: 'COUNT',
});

/** An apiary as stored: key, byOwner (name order) and byCell attributes, then the fields. */
export const apiaryItemOf = <
  A extends {
    ApiaryID: string;
    Name: string;
    OwnerUserName: string;
    Latitude: number;
    Longitude: number;
    PostCode?: string | null;
  },
>(
  a: A,
) => ({
  ...apiaryKey(a.ApiaryID),
  ...a,
  owner: ownerOf(APIARY, a.OwnerUserName),
  ownerSort: `${a.Name.toLowerCase()}#${a.ApiaryID}`,
  ...cellKeysOf(APIARY, a.Latitude, a.Longitude, a.ApiaryID),
  ...networkKeysOf(APIARY, a.Latitude, a.Longitude, a.PostCode, a.OwnerUserName, a.ApiaryID),
});

/** Personal data (privacy policy): a beekeeper's apiaries and their count are erased with the account. */
export const PERSONAL_DATA = 'Apiary';

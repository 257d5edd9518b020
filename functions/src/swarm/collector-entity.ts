/**
 * The collection-area entity of the site table (collectors.ts): a collector's partition
 * `COLLECTOR#<lower user>` holds
 * - sk `AREA`: the area itself (byKind `COLLECTOR`; byOwner `SWARMBASE#<district>` sorted by user,
 *   so the collectors based in a domain's area unit are one Query), with the cells it covers;
 * - sk `MEMBER`: what the swarm coordinator records about the collector (availability, checks,
 *   suspension; members.ts), absent for a collector no coordinator has edited;
 * - sk `CELL#<gh5>`: one index item per geohash-5 cell the circle meets, with `cell` =
 *   `COLLECTORAREA#<gh5>` (byCell), so matching a report is one Query on the report's cell.
 */
export const collectorPartition = (userName: string) => `COLLECTOR#${userName.toLowerCase()}`;
/** byKind partition of the areas. */
export const AREA_KIND = 'COLLECTOR';
/** The key of a collector's area. */
export const areaKey = (userName: string) => ({ pk: collectorPartition(userName), sk: 'AREA' });
/** The key of a collector's index item for one geohash-5 cell. */
export const areaCellKey = (userName: string, hash: string) => ({
  pk: collectorPartition(userName),
  sk: `CELL#${hash}`,
});
/** byCell partition of the areas meeting a geohash-5 cell. */
export const areaCellIndexKey = (hash: string) => `COLLECTORAREA#${hash}`;

/** byOwner partition of the areas whose base (the post code's district) is `district`. */
export const areaBaseOwner = (district: string) => `SWARMBASE#${district.trim().toUpperCase()}`;
/** The key of a collector's member record (the coordinator's data about them). */
export const memberKey = (userName: string) => ({ pk: collectorPartition(userName), sk: 'MEMBER' });

/** Personal data (privacy policy): a collector's area and its cell index are erased with the account. */
export const PERSONAL_DATA = 'CollectionArea';

/**
 * DynamoDB table designs: the one source of the schema, read by the data stack (CDK) and by
 * the local stack's table creation (scripts/local). Every access pattern is a Query on one of
 * these keys (no Scan on a request path, ARCHITECTURE.md "Data").
 *
 * Tracking table (tracking records, categories, counters):
 * - record      pk `TRACK#<id>`        sk `TRACK`
 * - category    pk `CATEGORY#<id>`     sk `CATEGORY`   kind `CATEGORY` / kindSort lower(name)
 * - counters    pk `COUNT#ALL` | `COUNT#CAT#<id>`, sk `TOTAL` | `DAY#yyyy-mm-dd` (UTC)
 * - the six list indexes: partition gAll (`TRACK`) or gCat (`CAT#<id>`), sorted by sDate
 *   (ISO date#id), sLoc (folded address#date#id) or sSrc (folded creator#date#id), so every
 *   filter × sort × order of the reporting screen is one Query.
 * - the eight range indexes: the same partitions split into UTC time buckets, gAllDay
 *   (`D#yyyy-mm-dd`), gAllMonth (`M#yyyy-mm`), gCatDay / gCatMonth (`CAT#<id>#D#…` / `#M#…`),
 *   sorted by sLoc or sSrc, so a date range sorted by address or creator is a merge of a few
 *   bucket Queries (functions/src/tracking/range-plan.ts).
 * - byUser: gUser (`USER#<lower creator>`) by sDate, a user's own records (tracking history);
 *   byKind also holds records by area unit, kind `TRACKAREA#<unit>` by sDate (a domain's records).
 *
 * Account table (profiles, verification codes, trusted devices, audits): pk/sk, kind/kindSort
 * for lists, TTL attribute `expiresAt` (epoch seconds) for codes and devices.
 *
 * Site table (everything with a place: apiaries, treatment fields and schedules, spray
 * notifications, bystander homes, swarm reports, swarm collectors' areas, API keys, alert sends):
 * - byCell  `cell` = `<KIND>#<geohash of CELL_PRECISION>` sorted by `geo` = `<geohash 9>#<id>`,
 *   the radius searches of functions/src/geo/cells.ts (a Query per covering cell, exact
 *   haversine check after);
 * - byOwner `owner` = `<KIND>#<user name>` sorted by `ownerSort`, a user's own items;
 * - byKind  `kind` / `kindSort`, lists of one kind (API keys, notifications by date).
 *
 * Content table (device messages, user guides, app versions): pk/sk, byKind, byOwner.
 */
export interface KeyDef {
  partitionKey: string;
  sortKey: string;
}
export interface TableDesign {
  /** Logical id in CDK and the local table name. */
  id: 'TrackingTable' | 'AccountTable' | 'SiteTable' | 'ContentTable';
  key: KeyDef;
  indexes: Record<string, KeyDef>;
  ttlAttribute?: string;
}

/** The primary key of every table. */
const ITEM_KEY: KeyDef = { partitionKey: 'pk', sortKey: 'sk' };
/** Indexes several tables carry, on the attributes the entity modules write (see above). */
const byKind: KeyDef = { partitionKey: 'kind', sortKey: 'kindSort' };
const byOwner: KeyDef = { partitionKey: 'owner', sortKey: 'ownerSort' };
const byCell: KeyDef = { partitionKey: 'cell', sortKey: 'geo' };
/** Codes, devices and other expiring items carry their expiry (epoch seconds) here. */
const TTL_ATTRIBUTE = 'expiresAt';

export const TRACKING_TABLE: TableDesign = {
  id: 'TrackingTable',
  key: ITEM_KEY,
  indexes: {
    allByDate: { partitionKey: 'gAll', sortKey: 'sDate' },
    allByLocation: { partitionKey: 'gAll', sortKey: 'sLoc' },
    allBySource: { partitionKey: 'gAll', sortKey: 'sSrc' },
    catByDate: { partitionKey: 'gCat', sortKey: 'sDate' },
    catByLocation: { partitionKey: 'gCat', sortKey: 'sLoc' },
    catBySource: { partitionKey: 'gCat', sortKey: 'sSrc' },
    allByLocationPerDay: { partitionKey: 'gAllDay', sortKey: 'sLoc' },
    allByLocationPerMonth: { partitionKey: 'gAllMonth', sortKey: 'sLoc' },
    allBySourcePerDay: { partitionKey: 'gAllDay', sortKey: 'sSrc' },
    allBySourcePerMonth: { partitionKey: 'gAllMonth', sortKey: 'sSrc' },
    catByLocationPerDay: { partitionKey: 'gCatDay', sortKey: 'sLoc' },
    catByLocationPerMonth: { partitionKey: 'gCatMonth', sortKey: 'sLoc' },
    catBySourcePerDay: { partitionKey: 'gCatDay', sortKey: 'sSrc' },
    catBySourcePerMonth: { partitionKey: 'gCatMonth', sortKey: 'sSrc' },
    byKind,
    // Hornet maps: records within 10 km, `cell` = `HORNET#<geohash 5>` (geo/cells.ts).
    byCell,
    // Tracking history: a user's own records, `gUser` = `USER#<lower user name>`, by date.
    byUser: { partitionKey: 'gUser', sortKey: 'sDate' },
  },
};

export const ACCOUNT_TABLE: TableDesign = {
  id: 'AccountTable',
  key: ITEM_KEY,
  indexes: { byKind },
  ttlAttribute: TTL_ATTRIBUTE,
};

export const SITE_TABLE: TableDesign = {
  id: 'SiteTable',
  key: ITEM_KEY,
  indexes: { byCell, byOwner, byKind },
  ttlAttribute: TTL_ATTRIBUTE,
};

export const CONTENT_TABLE: TableDesign = {
  id: 'ContentTable',
  key: ITEM_KEY,
  indexes: { byOwner, byKind },
  ttlAttribute: TTL_ATTRIBUTE,
};

export const TABLES: readonly TableDesign[] = [TRACKING_TABLE, ACCOUNT_TABLE, SITE_TABLE, CONTENT_TABLE];

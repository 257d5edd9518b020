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
 *
 * Account table (profiles, verification codes, trusted devices, audits): pk/sk, kind/kindSort
 * for lists, TTL attribute `expiresAt` (epoch seconds) for codes and devices.
 */
export interface KeyDef {
  partitionKey: string;
  sortKey: string;
}
export interface TableDesign {
  /** Logical id in CDK and the local table name. */
  id: 'TrackingTable' | 'AccountTable';
  key: KeyDef;
  indexes: Record<string, KeyDef>;
  ttlAttribute?: string;
}

export const TRACKING_TABLE: TableDesign = {
  id: 'TrackingTable',
  key: { partitionKey: 'pk', sortKey: 'sk' },
  indexes: {
    allByDate: { partitionKey: 'gAll', sortKey: 'sDate' },
    allByLocation: { partitionKey: 'gAll', sortKey: 'sLoc' },
    allBySource: { partitionKey: 'gAll', sortKey: 'sSrc' },
    catByDate: { partitionKey: 'gCat', sortKey: 'sDate' },
    catByLocation: { partitionKey: 'gCat', sortKey: 'sLoc' },
    catBySource: { partitionKey: 'gCat', sortKey: 'sSrc' },
    byKind: { partitionKey: 'kind', sortKey: 'kindSort' },
  },
};

export const ACCOUNT_TABLE: TableDesign = {
  id: 'AccountTable',
  key: { partitionKey: 'pk', sortKey: 'sk' },
  indexes: {
    byKind: { partitionKey: 'kind', sortKey: 'kindSort' },
  },
  ttlAttribute: 'expiresAt',
};

export const TABLES: readonly TableDesign[] = [TRACKING_TABLE, ACCOUNT_TABLE];

import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { EXPORT_MAX_ROWS } from '@beewatch/shared';
import { queryPages } from '../lib/dynamo.js';
import { mapLimited } from '../lib/map-limited.js';
import { env } from '../lib/env.js';
import { USER_INDEX, areaKind, userPartition } from './keys.js';
import { StoredTracking } from './repository.js';

/** Area-unit Queries in flight at once for a domain's records. */
const AREA_CONCURRENCY = 8;

/** A date range as sort-key bounds (sDate / kindSort are `<ISO date>#<id>`). */
function rangeValues(from: string | null, to: string | null) {
  return { ':from': from ?? '0000', ':to': `${to ?? '9999'}#~` };
}

/**
 * Every record of one index partition in a date range, newest first, up to `cap` (Query pages;
 * never a Scan). `categoryId` narrows with a filter on the same Query.
 */
async function readPartition(
  input: Pick<QueryCommandInput, 'IndexName' | 'KeyConditionExpression' | 'ExpressionAttributeNames'> & {
    values: Record<string, unknown>;
  },
  categoryId: string | null,
  cap: number,
): Promise<StoredTracking[]> {
  const items: StoredTracking[] = [];
  for await (const out of queryPages({
    TableName: env().TRACKING_TABLE,
    IndexName: input.IndexName,
    KeyConditionExpression: input.KeyConditionExpression,
    ExpressionAttributeNames: input.ExpressionAttributeNames,
    ExpressionAttributeValues: { ...input.values, ...(categoryId ? { ':c': categoryId } : {}) },
    FilterExpression: categoryId ? 'CategoryID = :c' : undefined,
    ScanIndexForward: false,
  })) {
    for (const item of out.Items ?? []) items.push(StoredTracking.parse(item));
    // The newest `cap` are read; no further page is asked for.
    if (items.length >= cap) break;
  }
  return items.slice(0, cap);
}

/**
 * The records `userName` uploaded in a date range (ISO instants, null = open), newest first: one
 * Query of the byUser index (paged), at most EXPORT_MAX_ROWS.
 */
export function listOwnRecords(
  userName: string,
  categoryId: string | null,
  from: string | null,
  to: string | null,
): Promise<StoredTracking[]> {
  return readPartition(
    {
      IndexName: USER_INDEX,
      KeyConditionExpression: 'gUser = :u AND sDate BETWEEN :from AND :to',
      values: { ':u': userPartition(userName), ...rangeValues(from, to) },
    },
    categoryId,
    EXPORT_MAX_ROWS,
  );
}

/**
 * The records whose place lies in one of `units` (area units), in a date range: one Query of
 * the byKind index per unit (`TRACKAREA#<unit>`), merged newest first, at most EXPORT_MAX_ROWS.
 */
export async function listAreaRecords(
  units: readonly string[],
  categoryId: string | null,
  from: string | null,
  to: string | null,
): Promise<StoredTracking[]> {
  const distinct = [...new Set(units.map((u) => u.toUpperCase()))];
  const reads = await mapLimited(distinct, AREA_CONCURRENCY, (unit) =>
    readPartition(
      {
        IndexName: 'byKind',
        KeyConditionExpression: 'kind = :k AND kindSort BETWEEN :from AND :to',
        values: { ':k': areaKind(unit), ...rangeValues(from, to) },
      },
      categoryId,
      EXPORT_MAX_ROWS,
    ),
  );
  return reads
    .flat()
    .sort(
      (a, b) =>
        b.CreatedDate.localeCompare(a.CreatedDate) || b.HornetTrackingID.localeCompare(a.HornetTrackingID),
    )
    .slice(0, EXPORT_MAX_ROWS);
}

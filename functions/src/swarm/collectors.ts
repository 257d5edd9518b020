import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { CollectionArea, CollectionAreaRequest, SwarmMsg } from '@beewatch/shared';
import geohash from 'ngeohash';
import { z } from 'zod';
import { Profile } from '../account/profile-repository.js';
import { CELL_PRECISION, POINT_PRECISION, coveringCells } from '../geo/cells.js';
import { geocodePostCode } from '../geo/geocode.js';
import { haversineMetres } from '../geo/haversine.js';
import { documentClient } from '../lib/aws.js';
import { env } from '../lib/env.js';
import { ConflictError, ValidationError } from '../lib/errors.js';

/**
 * Swarm collectors' collection areas (issue 5), in the site table. A collector's area is a
 * circle (radius 1–10 km, default 10) around their post code's centroid:
 * - `COLLECTOR#<user>` / `AREA`: the area itself (kind `COLLECTOR`), with the cells it covers;
 * - `COLLECTOR#<user>` / `CELL#<gh5>`: one index item per geohash-5 cell the circle meets, with
 *   `cell` = `COLLECTORAREA#<gh5>` (byCell index) and the centre and radius.
 * Write-time fan-out makes matching a report ONE Query on the report's own cell plus an exact
 * haversine check against each collector's radius — the read cost does not grow with the
 * number of collectors elsewhere (bench/swarm-bench.ts measures it).
 */
const CELL_KIND = 'COLLECTORAREA';
/** TransactWriteItems' limit: the area plus every old and new cell item must fit one transaction. */
const MAX_TRANSACT_ITEMS = 100;

const pkOf = (userName: string) => `COLLECTOR#${userName.toLowerCase()}`;

const AreaItem = CollectionArea.extend({
  UserName: z.string(),
  Cells: z.array(z.string()),
  Version: z.number().int(),
});
type AreaItem = z.infer<typeof AreaItem>;

const CellItem = z.object({
  UserName: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
  RadiusM: z.number(),
});

/** The collection area of a collector, or null. */
export async function getCollectionArea(userName: string): Promise<CollectionArea | null> {
  const item = await readArea(userName);
  return item ? CollectionArea.parse(item) : null;
}

async function readArea(userName: string): Promise<AreaItem | undefined> {
  const out = await documentClient().send(
    new GetCommand({
      TableName: env().SITE_TABLE,
      Key: { pk: pkOf(userName), sk: 'AREA' },
      ConsistentRead: true,
    }),
  );
  return out.Item ? AreaItem.parse(out.Item) : undefined;
}

/** Where a collector is: a geocoded post code. */
export interface CollectorPlace {
  PostCode: string;
  PlaceName: string;
  Latitude: number;
  Longitude: number;
}

/**
 * The items of a collector's area: the area (`AREA`) and one index item per geohash-5 cell its
 * circle meets (`CELL#<gh5>`, byCell `COLLECTORAREA#<gh5>`). The bench seeds these very items.
 */
export function areaItemsOf(
  userName: string,
  place: CollectorPlace,
  radiusKm: number,
  version: number,
  now = new Date(),
) {
  const user = userName.toLowerCase();
  const pk = pkOf(user);
  const radiusM = radiusKm * 1000;
  const cells = coveringCells(place.Latitude, place.Longitude, radiusM, CELL_PRECISION);
  const geo = `${geohash.encode(place.Latitude, place.Longitude, POINT_PRECISION)}#${user}`;
  const area = {
    pk,
    sk: 'AREA',
    kind: 'COLLECTOR',
    kindSort: user,
    UserName: user,
    PostCode: place.PostCode,
    PlaceName: place.PlaceName,
    Latitude: place.Latitude,
    Longitude: place.Longitude,
    RadiusKm: radiusKm,
    UpdatedAt: now.toISOString(),
    Cells: cells,
    Version: version,
  };
  return {
    area,
    cells: cells.map((hash) => ({
      pk,
      sk: `CELL#${hash}`,
      cell: `${CELL_KIND}#${hash}`,
      geo,
      UserName: user,
      Latitude: place.Latitude,
      Longitude: place.Longitude,
      RadiusM: radiusM,
    })),
  };
}

/**
 * Sets a collector's area: geocodes the post code (ValidationError 'Please enter a valid Post
 * Code' when unknown) and rewrites the area and its cell index items in ONE transaction (the
 * old cells deleted, the new put), so matching never sees half an area. A concurrent save of
 * the same collector loses with ConflictError.
 */
export async function saveCollectionArea(
  userName: string,
  req: z.output<typeof CollectionAreaRequest>,
  now = new Date(),
): Promise<CollectionArea> {
  const place = await geocodePostCode(req.PostCode);
  if (!place) throw new ValidationError(SwarmMsg.validPostCode);
  const old = await readArea(userName);
  const { area, cells } = areaItemsOf(userName, place, req.RadiusKm, (old?.Version ?? 0) + 1, now);
  const pk = pkOf(userName);
  const TableName = env().SITE_TABLE;
  const keep = new Set(area.Cells);
  const items: NonNullable<TransactWriteCommandInput['TransactItems']> = [
    {
      Put: {
        TableName,
        Item: area,
        ConditionExpression: old ? 'Version = :v' : 'attribute_not_exists(pk)',
        ExpressionAttributeValues: old ? { ':v': old.Version } : undefined,
      },
    },
    ...cells.map((Item) => ({ Put: { TableName, Item } })),
    ...(old?.Cells ?? [])
      .filter((hash) => !keep.has(hash))
      .map((hash) => ({ Delete: { TableName, Key: { pk, sk: `CELL#${hash}` } } })),
  ];
  if (items.length > MAX_TRANSACT_ITEMS) throw new ValidationError(SwarmMsg.radiusRange);
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (err) {
    if ((err as Error).name === 'TransactionCanceledException')
      throw new ConflictError('The collection area was changed at the same time; please try again');
    throw err;
  }
  return CollectionArea.parse(area);
}

/** A collector whose area covers a point, and how far the point is from the area's centre. */
export interface MatchedCollector {
  UserName: string;
  DistanceM: number;
}

/**
 * The collectors whose collection area covers the point (degrees): one Query on the point's
 * geohash-5 cell of the byCell index, then the exact haversine check against each collector's
 * own radius. Returns them nearest first and the items the Query read (the bench's ratio).
 */
export async function matchCollectors(
  latitude: number,
  longitude: number,
): Promise<{ matched: MatchedCollector[]; itemsRead: number }> {
  const cell = `${CELL_KIND}#${geohash.encode(latitude, longitude, CELL_PRECISION)}`;
  const matched: MatchedCollector[] = [];
  let itemsRead = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: env().SITE_TABLE,
        IndexName: 'byCell',
        KeyConditionExpression: 'cell = :c',
        ExpressionAttributeValues: { ':c': cell },
        ExclusiveStartKey,
      }),
    );
    itemsRead += out.Count ?? 0;
    for (const raw of out.Items ?? []) {
      const c = CellItem.parse(raw);
      const d = haversineMetres(latitude, longitude, c.Latitude, c.Longitude);
      if (d <= c.RadiusM) matched.push({ UserName: c.UserName, DistanceM: d });
    }
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  matched.sort((a, b) => a.DistanceM - b.DistanceM);
  return { matched, itemsRead };
}

/** BatchGetItem's limit per request. */
const BATCH_GET_MAX = 100;
/** BatchGet requests in flight at once. */
const BATCH_GET_CONCURRENCY = 8;

/**
 * The current profiles (account table) of the given users, by lower-case user name. Contact
 * details are read at alert time, never copied into the site table, so a changed email or an
 * erased account (unsubscribe) takes effect at once. Unprocessed keys are retried.
 */
export async function profilesOf(userNames: string[]): Promise<Map<string, Profile>> {
  const found = new Map<string, Profile>();
  const chunks: string[][] = [];
  for (let i = 0; i < userNames.length; i += BATCH_GET_MAX)
    chunks.push(userNames.slice(i, i + BATCH_GET_MAX));
  const TableName = env().ACCOUNT_TABLE;
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      let keys: Record<string, unknown>[] | undefined = chunk.map((u) => ({
        pk: `USER#${u.toLowerCase()}`,
        sk: 'PROFILE',
      }));
      for (let attempt = 0; keys?.length && attempt < 5; attempt += 1) {
        const out: BatchGetCommandOutput = await documentClient().send(
          new BatchGetCommand({ RequestItems: { [TableName]: { Keys: keys } } }),
        );
        for (const item of out.Responses?.[TableName] ?? []) {
          const profile = Profile.parse(item);
          found.set(profile.UserName.toLowerCase(), profile);
        }
        keys = out.UnprocessedKeys?.[TableName]?.Keys;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(BATCH_GET_CONCURRENCY, chunks.length) }, worker));
  return found;
}

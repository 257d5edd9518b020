import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { CollectionArea, CollectionAreaRequest, SwarmMsg, position } from '@beewatch/shared';
import geohash from 'ngeohash';
import * as z from 'zod/mini';
import { CELL_PRECISION, POINT_PRECISION, coveringCells } from '../geo/index.js';
import { areaUnitAt, geocodePostCode } from '../geo/index.js';
import { haversineMetres } from '../geo/index.js';
import { documentClient } from '../lib/aws.js';
import { queryAll, queryPages, transact, type TransactItems, byOwner } from '../lib/dynamo.js';
import { env } from '../lib/env.js';
import { ConflictError, ValidationError } from '../lib/errors.js';
import { AREA_KIND, areaBaseOwner, areaCellIndexKey, areaCellKey, areaKey } from './collector-entity.js';

/**
 * Swarm collectors' collection areas, in the site table (keys: collector-entity.ts). A
 * collector's area is a circle (radius 1–10 km, default 10) around their post code's centroid,
 * stored with one index item per geohash-5 cell the circle meets (with the centre and radius).
 * Write-time fan-out makes matching a report ONE Query on the report's own cell plus an exact
 * haversine check against each collector's radius — the read cost does not grow with the
 * number of collectors elsewhere (bench/swarm-bench.ts measures it).
 */
/** TransactWriteItems' limit: the area plus every old and new cell item must fit one transaction. */
const MAX_TRANSACT_ITEMS = 100;

const AREA_CHANGED = 'The collection area was changed at the same time; please try again';

const AreaItem = z.extend(CollectionArea, {
  UserName: z.string(),
  Cells: z.array(z.string()),
  Version: z.number().check(z.int()),
});
type AreaItem = z.infer<typeof AreaItem>;

const CellItem = z.object({
  UserName: z.string(),
  ...position,
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
      Key: areaKey(userName),
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
 * circle meets (collector-entity.ts). The bench seeds these very items.
 */
export function areaItemsOf(
  userName: string,
  place: CollectorPlace,
  radiusKm: number,
  version: number,
  now = new Date(),
) {
  const user = userName.toLowerCase();
  const radiusM = radiusKm * 1000;
  const cells = coveringCells(place.Latitude, place.Longitude, radiusM, CELL_PRECISION);
  const geo = `${geohash.encode(place.Latitude, place.Longitude, POINT_PRECISION)}#${user}`;
  const area = {
    ...areaKey(user),
    kind: AREA_KIND,
    kindSort: user,
    // The base district (a full post code from Amazon Location reduces to its district).
    owner: areaBaseOwner(areaUnitAt(place.Latitude, place.Longitude, place.PostCode) ?? place.PostCode),
    ownerSort: user,
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
      ...areaCellKey(user, hash),
      cell: areaCellIndexKey(hash),
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
  const TableName = env().SITE_TABLE;
  const keep = new Set(area.Cells);
  const items: TransactItems = [
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
      .map((hash) => ({ Delete: { TableName, Key: areaCellKey(userName, hash) } })),
  ];
  if (items.length > MAX_TRANSACT_ITEMS) throw new ValidationError(SwarmMsg.radiusRange);
  // A failed Version condition (transact's outcome) or a clash with another transaction (a
  // cancellation transact rethrows) are both a concurrent save.
  const outcome = await transact(items).catch((err: unknown) => {
    if ((err as Error).name === 'TransactionCanceledException') return { ok: false } as const;
    throw err;
  });
  if (!outcome.ok) throw new ConflictError(AREA_CHANGED);
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
  const cell = areaCellIndexKey(geohash.encode(latitude, longitude, CELL_PRECISION));
  const matched: MatchedCollector[] = [];
  let itemsRead = 0;
  for await (const page of queryPages({
    TableName: env().SITE_TABLE,
    IndexName: 'byCell',
    KeyConditionExpression: 'cell = :c',
    ExpressionAttributeValues: { ':c': cell },
  })) {
    itemsRead += page.Count ?? 0;
    for (const raw of page.Items ?? []) {
      const c = CellItem.parse(raw);
      const d = haversineMetres(latitude, longitude, c.Latitude, c.Longitude);
      if (d <= c.RadiusM) matched.push({ UserName: c.UserName, DistanceM: d });
    }
  }
  matched.sort((a, b) => a.DistanceM - b.DistanceM);
  return { matched, itemsRead };
}

/** A collector's area as stored, with the user it belongs to. */
export type StoredArea = CollectionArea & { UserName: string };

/**
 * The collection areas based in one area unit (the base post code's district): one Query on
 * byOwner `SWARMBASE#<unit>` — how a coordinator's domain finds its collectors.
 */
export async function areasBasedIn(unit: string): Promise<StoredArea[]> {
  const items = await queryAll(byOwner(env().SITE_TABLE, areaBaseOwner(unit)));
  return items.map((i) => {
    const a = AreaItem.parse(i);
    return { ...CollectionArea.parse(a), UserName: a.UserName };
  });
}

import geohash from 'ngeohash';
import { queryPages } from '../lib/dynamo.js';
import { mapLimited } from '../lib/map-limited.js';
import { EARTH_RADIUS_M, haversineMetres } from './haversine.js';

/**
 * Radius searches on the site table's `byCell` index (infra/lib/tables.ts): every located item
 * carries `cell` = `<KIND>#<geohash of CELL_PRECISION>` and `geo` = `<geohash of
 * POINT_PRECISION>#<id>`. A search Queries each geohash cell that meets the circle and keeps
 * the items whose haversine distance is within the radius — never a Scan.
 *
 * Geohash cell sizes (geohash.org; at 50° N the east–west side shrinks by cos 50° ≈ 0.64):
 * precision 5 ≈ 4.9 km × 4.9 km, 6 ≈ 1.2 km × 0.61 km, 9 ≈ 4.8 m × 4.8 m.
 */
export const CELL_PRECISION = 5;
/** Precision of the `geo` sort key: metres, so a finer cell is a key prefix inside its partition. */
export const POINT_PRECISION = 9;
/** Largest radius a search accepts, metres (beyond it the cell count grows past a few hundred Queries). */
export const MAX_SEARCH_RADIUS_M = 50_000;
/** Radii up to this use precision-6 prefixes (≈ 2–3 items read per item inside at 1 km); above, whole cells. */
const FINE_SEARCH_MAX_RADIUS_M = 2_500;
/** Cells queried at once. */
const QUERY_CONCURRENCY = 12;

const deg = (rad: number) => (rad * 180) / Math.PI;

/** The index attributes of a located item: spread them into the item written to the site table. */
export function cellKeysOf(kind: string, latitude: number, longitude: number, id: string) {
  return {
    cell: `${kind}#${geohash.encode(latitude, longitude, CELL_PRECISION)}`,
    geo: `${geohash.encode(latitude, longitude, POINT_PRECISION)}#${id}`,
  };
}

/** Bounding box [minLat, minLon, maxLat, maxLon] in degrees of a circle (centre degrees, radius metres). */
export function boundingBox(
  latitude: number,
  longitude: number,
  radiusM: number,
): [number, number, number, number] {
  const dLat = deg(radiusM / EARTH_RADIUS_M);
  const cosLat = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
  const dLon = Math.min(180, dLat / cosLat);
  return [
    Math.max(-90, latitude - dLat),
    Math.max(-180, longitude - dLon),
    Math.min(90, latitude + dLat),
    Math.min(180, longitude + dLon),
  ];
}

/**
 * The geohashes of `precision` whose cell meets the circle (centre degrees, radius metres): the
 * cells of the bounding box, less those whose nearest point is farther than the radius.
 */
export function coveringCells(
  latitude: number,
  longitude: number,
  radiusM: number,
  precision: number,
): string[] {
  const [minLat, minLon, maxLat, maxLon] = boundingBox(latitude, longitude, radiusM);
  return geohash.bboxes(minLat, minLon, maxLat, maxLon, precision).filter((hash) => {
    const [sLat, wLon, nLat, eLon] = geohash.decode_bbox(hash);
    const nearestLat = Math.min(Math.max(latitude, sLat), nLat);
    const nearestLon = Math.min(Math.max(longitude, wLon), eLon);
    return haversineMetres(latitude, longitude, nearestLat, nearestLon) <= radiusM;
  });
}

/** An item found by {@link queryRadius}, with its distance from the centre in metres. */
export interface Found<T> {
  item: T;
  distanceM: number;
}

/** What {@link queryRadius} needs: where to look, and how to read an item's position. */
export interface RadiusQuery<T> {
  tableName: string;
  /** The item kind of the `cell` key, e.g. `APIARY`. */
  kind: string;
  latitude: number;
  longitude: number;
  /** Metres, at most MAX_SEARCH_RADIUS_M. */
  radiusM: number;
  /** Parses a raw item (zod) and gives its position in degrees; throw to reject a malformed item. */
  parse: (raw: Record<string, unknown>) => T & { Latitude: number; Longitude: number };
}

/**
 * Every item of `kind` within `radiusM` of the centre, nearest first, and the number of items
 * the Queries read (for the bench's read ratio). Throws RangeError for a radius outside
 * (0, MAX_SEARCH_RADIUS_M]; DynamoDB errors propagate.
 */
export async function queryRadius<T>(q: RadiusQuery<T>): Promise<{ found: Found<T>[]; itemsRead: number }> {
  if (!(q.radiusM > 0 && q.radiusM <= MAX_SEARCH_RADIUS_M)) {
    throw new RangeError(`radius must be in (0, ${MAX_SEARCH_RADIUS_M}] metres`);
  }
  const fine = q.radiusM <= FINE_SEARCH_MAX_RADIUS_M;
  const cells = coveringCells(q.latitude, q.longitude, q.radiusM, fine ? CELL_PRECISION + 1 : CELL_PRECISION);
  const perCell = await mapLimited(cells, QUERY_CONCURRENCY, async (hash) => {
    const inCell: Found<T>[] = [];
    let read = 0;
    for await (const page of queryPages({
      TableName: q.tableName,
      IndexName: 'byCell',
      KeyConditionExpression: fine ? 'cell = :cell AND begins_with(geo, :prefix)' : 'cell = :cell',
      ExpressionAttributeValues: fine
        ? { ':cell': `${q.kind}#${hash.slice(0, CELL_PRECISION)}`, ':prefix': hash }
        : { ':cell': `${q.kind}#${hash}` },
    })) {
      read += page.Count ?? 0;
      for (const raw of page.Items ?? []) {
        const item = q.parse(raw);
        const distanceM = haversineMetres(q.latitude, q.longitude, item.Latitude, item.Longitude);
        if (distanceM <= q.radiusM) inCell.push({ item, distanceM });
      }
    }
    return { inCell, read };
  });
  const found = perCell.flatMap((c) => c.inCell);
  const itemsRead = perCell.reduce((sum, c) => sum + c.read, 0);
  found.sort((a, b) => a.distanceM - b.distanceM);
  return { found, itemsRead };
}

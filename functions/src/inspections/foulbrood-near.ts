import { CASE_ACTIVE_DAYS, caseDiseaseOf, foulbroodBandOf, type FoulbroodNear } from '@beewatch/shared';
import { queryRadius } from '../geo/index.js';
import { env } from '../lib/env.js';
import { CASE_KIND, parseInspection } from './inspection-entity.js';

const BAND_ORDER: FoulbroodNear['Band'][] = ['within1km', '1to2km', '2to3km'];

/**
 * Confirmed AFB/EFB cases near a point, as a beekeeper may be told of them (role-screens §5.1
 * widget 6, §8.3: distance bands only): for each disease and distance band with a case
 * confirmed (field test or laboratory) in the last CASE_ACTIVE_DAYS, one entry with the month of
 * the confirming visit (the latest). Never the apiary, its keeper, its place or its id.
 *
 * - `latitude`, `longitude`: WGS84 degrees (e.g. one of the beekeeper's own apiaries);
 * - `radiusMetres`: at most 3,000 counts (bands end at 3 km); larger radii find nothing more;
 * - `opts.exceptOwner`: leave out cases at apiaries of this user (their own case is not "near").
 * One radius search on the byCell index (`CASE#<geohash 5>` cells); nearest band first.
 * Throws RangeError for a radius ≤ 0.
 */
export async function foulbroodNear(
  latitude: number,
  longitude: number,
  radiusMetres: number,
  opts: { exceptOwner?: string; now?: Date } = {},
): Promise<FoulbroodNear[]> {
  const radiusM = Math.min(radiusMetres, 3_000);
  const since = new Date((opts.now ?? new Date()).getTime() - CASE_ACTIVE_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const { found } = await queryRadius({
    tableName: env().SITE_TABLE,
    kind: CASE_KIND,
    latitude,
    longitude,
    radiusM,
    parse: (raw) => {
      const i = parseInspection(raw);
      return { ...i, Latitude: i.ApiaryLatitude, Longitude: i.ApiaryLongitude };
    },
  });
  const except = opts.exceptOwner?.toLowerCase();
  const best = new Map<string, FoulbroodNear>();
  for (const { item, distanceM } of found) {
    const disease = caseDiseaseOf(item);
    const band = foulbroodBandOf(distanceM);
    if (!disease || !band || item.VisitDate < since) continue;
    if (except && item.BeekeeperUserName.toLowerCase() === except) continue;
    const key = `${disease}#${band}`;
    const month = item.VisitDate.slice(0, 7);
    const prev = best.get(key);
    if (!prev || prev.Month < month) best.set(key, { Disease: disease, Band: band, Month: month });
  }
  return [...best.values()].sort(
    (a, b) => BAND_ORDER.indexOf(a.Band) - BAND_ORDER.indexOf(b.Band) || a.Disease.localeCompare(b.Disease),
  );
}

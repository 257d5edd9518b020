import {
  AREA_SWARM_DAYS,
  AREA_SWARM_MAX,
  BEEKEEPER_ALERT_RADIUS_M,
  type AreaSwarm,
  type AreaSwarms,
} from '@beewatch/shared';
import { getProfile } from '../account/index.js';
import {
  areaUnitAt,
  areaUnitPlace,
  areaUnitsWithin,
  geocodePostCode,
  haversineMetres,
} from '../geo/index.js';
import type { Actor } from '../lib/actor.js';
import { ForbiddenError } from '../lib/errors.js';
import { reportsOfDistrict, type SwarmItem } from '../swarm/index.js';

/**
 * The swarm map of a SwarmWatch user's area (role-screens §5.1, "a swarm map of the user's area
 * only"): the swarm reports of the last AREA_SWARM_DAYS days within 10 km of the centroid of the
 * caller's profile post code. Reports are keyed by area unit (byOwner `SWARMDISTRICT#<unit>`,
 * swarm/report-entity.ts), so the units that may hold such reports are found on the offline
 * gazetteer and read with one Query each, in parallel — never a Scan. Nothing of the reporter
 * leaves: no name, phone, address, description or the report's own point; each report is placed
 * at its area unit's centroid, as the coordinator's season map lists them.
 */

const DAY_MS = 86_400_000;
/** Rings sampled around the centre every this many metres, and points on each ring at most this far apart. */
const SAMPLE_STEP_M = 1_000;
/** Metres in one degree of latitude (and of longitude at the equator), near enough for sampling. */
const M_PER_DEGREE = 111_320;

/**
 * The area units that may hold a report within `radiusM` of a point: every unit whose centroid is
 * within `radiusM`, and every unit whose area (the part of the map nearer its centroid than any
 * other's, as areaUnitAt assigns a point) reaches into the circle — found by sampling the disc
 * every SAMPLE_STEP_M against the places within 3 × `radiusM` (a point of the disc always has a
 * centroid within 2 × `radiusM` when the centre's own unit lies within `radiusM`). Sorted.
 */
export function unitsAround(latitude: number, longitude: number, radiusM: number): string[] {
  const places = areaUnitsWithin(latitude, longitude, 3 * radiusM);
  const units = new Set(places.filter((p) => p.distanceM <= radiusM).map((p) => p.unit));
  if (places.length === 0) return [];
  const cosLat = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
  const nearestTo = (lat: number, lng: number) => {
    let best = places[0]!;
    let bestD = Infinity;
    for (const p of places) {
      const d = haversineMetres(lat, lng, p.latitude, p.longitude);
      if (d < bestD) [best, bestD] = [p, d];
    }
    return best.unit;
  };
  units.add(nearestTo(latitude, longitude));
  for (let r = SAMPLE_STEP_M; r <= radiusM + 1; r += SAMPLE_STEP_M) {
    const n = Math.max(8, Math.ceil((2 * Math.PI * r) / SAMPLE_STEP_M));
    for (let k = 0; k < n; k += 1) {
      const a = (2 * Math.PI * k) / n;
      const lat = latitude + (r * Math.cos(a)) / M_PER_DEGREE;
      const lng = longitude + (r * Math.sin(a)) / (M_PER_DEGREE * cosLat);
      units.add(nearestTo(lat, lng));
    }
  }
  return [...units].sort();
}

/** A report as the area map shows it: when, its area unit and the unit's centroid, the status. */
function areaSwarmOf(r: SwarmItem): AreaSwarm {
  const unit = areaUnitAt(r.Latitude, r.Longitude, r.District) ?? r.District.trim().toUpperCase();
  const place = areaUnitPlace(unit);
  return {
    SwarmID: r.SwarmID,
    CreatedAt: r.CreatedAt,
    District: unit,
    PlaceName: place?.PlaceName || r.PlaceName,
    // The unit's centroid; without one, the report's point to about 1 km (2 decimals).
    Latitude: place?.Latitude ?? Math.round(r.Latitude * 100) / 100,
    Longitude: place?.Longitude ?? Math.round(r.Longitude * 100) / 100,
    Status: r.Status,
  };
}

/**
 * GET beekeeper/AreaSwarms: the swarm reports of the last AREA_SWARM_DAYS days whose point lies
 * within 10 km of the caller's profile post code (its centroid), newest first, at most
 * AREA_SWARM_MAX, without personal data. The area comes from the profile only. A profile without
 * a post code that geocodes answers `Centre` null and no swarms.
 * @throws ForbiddenError for a role other than SwarmWatch (the route allows only it).
 */
export async function areaSwarms(actor: Actor, now = new Date()): Promise<AreaSwarms> {
  if (actor.roleName !== 'SwarmWatch') throw new ForbiddenError();
  const radiusM = BEEKEEPER_ALERT_RADIUS_M;
  const empty = { RadiusM: radiusM, Days: AREA_SWARM_DAYS, Count: 0, Swarms: [] };
  const profile = await getProfile(actor.userName);
  const place = profile?.ZipCode ? await geocodePostCode(profile.ZipCode).catch(() => undefined) : undefined;
  if (!place) return { Centre: null, ...empty };
  const centre = { Latitude: place.Latitude, Longitude: place.Longitude, PostCode: place.PostCode };
  const since = new Date(now.getTime() - AREA_SWARM_DAYS * DAY_MS).toISOString();
  const perUnit = await Promise.all(
    unitsAround(centre.Latitude, centre.Longitude, radiusM).map((u) => reportsOfDistrict(u, since)),
  );
  const near = perUnit
    .flat()
    .filter(
      (r) =>
        r.ImageState !== 'rejected' &&
        haversineMetres(centre.Latitude, centre.Longitude, r.Latitude, r.Longitude) <= radiusM,
    )
    .sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt));
  return {
    Centre: centre,
    ...empty,
    Count: near.length,
    Swarms: near.slice(0, AREA_SWARM_MAX).map(areaSwarmOf),
  };
}

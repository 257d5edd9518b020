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
  areaUnitsReaching,
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
    areaUnitsReaching(centre.Latitude, centre.Longitude, radiusM).map((u) => reportsOfDistrict(u, since)),
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

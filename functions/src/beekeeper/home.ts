import { BEEKEEPER_ALERT_RADIUS_M, SwarmStatus, type BeekeeperHome } from '@beewatch/shared';
import { getProfile } from '../account/index.js';
import { geocodePostCode } from '../geo/index.js';
import type { Actor } from '../lib/actor.js';
import { logger } from '../lib/logger.js';
import { listApiaries } from '../sites/index.js';
import { getCollectionArea, swarmAlertList } from '../swarm/index.js';
import { queryHornetsNear, type StoredTracking } from '../tracking/index.js';
import { foulbroodBands } from './foulbrood.js';
import { nextWeekAlerts } from './spray-alerts.js';
import { forecastsOf } from './weather/service.js';

/** Hornet activity of the home: the last 14 days (role-screens §5.1 widget 5). */
export const HORNET_DAYS = 14;
const LATEST_HORNETS = 5;
const round1 = (m: number) => Math.round(m / 100) / 10;

/**
 * Hornet records within 10 km of any of the points in the last 14 days, each once with its
 * nearest point: how many, and the latest few. One radius Query set per point.
 */
async function hornetsNear(points: { Name: string; Latitude: number; Longitude: number }[], now: Date) {
  const since = new Date(now.getTime() - HORNET_DAYS * 86_400_000).toISOString();
  const nearest = new Map<string, { item: StoredTracking; distanceM: number; name: string }>();
  for (const p of points) {
    const { found } = await queryHornetsNear(p.Latitude, p.Longitude, BEEKEEPER_ALERT_RADIUS_M);
    for (const f of found) {
      if (f.item.CreatedDate < since) continue;
      const seen = nearest.get(f.item.HornetTrackingID);
      if (!seen || f.distanceM < seen.distanceM) nearest.set(f.item.HornetTrackingID, { ...f, name: p.Name });
    }
  }
  const all = [...nearest.values()].sort((a, b) => b.item.CreatedDate.localeCompare(a.item.CreatedDate));
  return {
    Count: all.length,
    Days: HORNET_DAYS,
    Latest: all.slice(0, LATEST_HORNETS).map((f) => ({
      HornetTrackingID: f.item.HornetTrackingID,
      CreatedDate: f.item.CreatedDate,
      DistanceKm: round1(f.distanceM),
      PlaceName: f.item.LocationAddress ?? null,
      NearName: f.name,
    })),
  };
}

/** Swarms the collector may adopt (alerted, open, not given up) and those they adopted awaiting an outcome. */
async function swarmsOf(actor: Actor) {
  const area = await getCollectionArea(actor.userName);
  if (!area) return { IsCollector: false, Swarms: [] };
  const { rows } = await swarmAlertList(actor, 50, null);
  const open = new Set<number>([SwarmStatus.New, SwarmStatus.Abandoned, SwarmStatus.ReNotify]);
  const swarms = rows
    .filter((r) =>
      r.AdoptedByMe ? r.Status === SwarmStatus.Adopted : open.has(r.Status) && !r.Taken && !r.GaveUp,
    )
    .map((r) => ({
      SwarmID: r.SwarmID,
      CreatedAt: r.CreatedAt,
      PlaceName: r.PlaceName,
      District: r.District,
      DistanceKm: r.DistanceKm,
      Status: r.Status,
      AdoptedByMe: r.AdoptedByMe,
    }));
  return { IsCollector: true, Swarms: swarms };
}

/** A part of the home that failed is left empty and logged: one slow source never blanks the page. */
async function part<T>(name: string, run: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await run();
  } catch (err) {
    logger.error('beekeeper home part failed', { part: name, error: (err as Error).message });
    return empty;
  }
}

/**
 * beekeeper/index (role-screens §5.1, §10). ProfessionalBeeKeeper: own apiaries (10 km rings),
 * spray alerts of the next 7 days, weather today and tomorrow with the inspection hint, swarms
 * to adopt, hornets within 10 km of the apiaries, and foulbrood bands within 3 km. SwarmWatch: the
 * reduced home — hornets within 10 km of their post code (no apiaries, sprays or weather).
 */
export async function beekeeperHome(actor: Actor, now = new Date()): Promise<BeekeeperHome> {
  const noHornets = { Count: 0, Days: HORNET_DAYS, Latest: [] };
  if (actor.roleName === 'SwarmWatch') {
    const profile = await getProfile(actor.userName);
    const place = profile?.ZipCode
      ? await geocodePostCode(profile.ZipCode).catch(() => undefined)
      : undefined;
    const centre = place
      ? { Latitude: place.Latitude, Longitude: place.Longitude, PostCode: place.PostCode }
      : null;
    return {
      Variant: 'swarmwatch',
      RadiusM: BEEKEEPER_ALERT_RADIUS_M,
      Centre: centre,
      Apiaries: [],
      SprayAlerts: [],
      Weather: [],
      Swarms: [],
      IsCollector: false,
      Hornets: centre
        ? await part(
            'hornets',
            () => hornetsNear([{ Name: centre.PostCode ?? '', ...centre }], now),
            noHornets,
          )
        : noHornets,
      Foulbrood: null,
    };
  }
  const apiaries = await listApiaries(actor.userName);
  const [sprays, forecasts, swarms, hornets, foulbrood] = await Promise.all([
    part('sprays', () => nextWeekAlerts(actor.userName, now), []),
    part('weather', () => forecastsOf(apiaries, now), []),
    part('swarms', () => swarmsOf(actor), { IsCollector: false, Swarms: [] }),
    part('hornets', () => hornetsNear(apiaries, now), noHornets),
    part<BeekeeperHome['Foulbrood']>('foulbrood', () => foulbroodBands(actor.userName, apiaries), null),
  ]);
  return {
    Variant: 'full',
    RadiusM: BEEKEEPER_ALERT_RADIUS_M,
    Centre: null,
    Apiaries: apiaries.map((a) => ({
      ApiaryID: a.ApiaryID,
      Name: a.Name,
      Latitude: a.Latitude,
      Longitude: a.Longitude,
      Hives: a.Hives,
      UpdatedDate: a.UpdatedDate,
    })),
    SprayAlerts: sprays,
    Weather: forecasts.map((f) => ({
      ApiaryID: f.ApiaryID,
      Name: f.Name,
      Source: f.Source,
      FetchedAt: f.FetchedAt,
      Stale: f.Stale,
      Days: f.Daily.slice(0, 2),
      GoodHours: f.Hourly.filter((h) => h.Inspection === 'good')
        .slice(0, 3)
        .map((h) => h.Time),
    })),
    ...swarms,
    Hornets: hornets,
    Foulbrood: foulbrood,
  };
}

import {
  HORNET_MAP_RADIUS_KM,
  HornetPathAppRequest,
  TreatmentStatus,
  type ActivityHornetData,
  type FlightLinesData,
  type HornetMapData,
} from '@beewatch/shared';
import { getProfile, userNameOfSub } from '../../account/index.js';
import { queryRadius } from '../../geo/index.js';
import { MAX_FLIGHT_LINE_M } from '../../geo/index.js';
import { geocodePostCode } from '../../geo/index.js';
import { NotFoundError } from '../../lib/errors.js';
import { getTracking, getTrackingBatch, queryHornetsNear } from '../../tracking/index.js';
import { SPRAY, StoredSchedule } from '../treatments/repository.js';
import { notificationOf } from '../treatments/service.js';
import { siteTable } from '../store.js';
import { hornetItemOf, lineOf, linesAndEstimates } from './lines.js';
import { verifyAppToken } from './token.js';

export const HornetMapMsg = {
  userNotFound: 'User not found',
  noPostCode: 'No post code is saved for this user. Please add one in My Profile',
  recordNotFound: 'Hornet activity not found',
} as const;

/** Spray radius of the public hornet maps, metres (spec §9: radius in km × 1000). */
const RADIUS_M = HORNET_MAP_RADIUS_KM * 1000;
/** Notifications older than this many days are no longer shown on the maps. */
const SHOWN_DAYS_BACK = 7;

/**
 * What a hornet map shows around a centre: spray notifications within 10 km that are not
 * cancelled and dated from a week ago on, and the tracking records within 10 km with their
 * flight lines and the nest estimates where lines cross. Two radius Queries, no Scan.
 */
export async function mapDataAround(
  latitude: number,
  longitude: number,
  source: HornetMapData['CenterSource'],
  postCode: string | null,
  now = new Date(),
): Promise<HornetMapData> {
  const since = new Date(now.getTime() - SHOWN_DAYS_BACK * 86_400_000).toISOString().slice(0, 10);
  const [sprays, hornets] = await Promise.all([
    queryRadius({
      tableName: siteTable(),
      kind: SPRAY,
      latitude,
      longitude,
      radiusM: RADIUS_M,
      parse: (i) => StoredSchedule.parse(i),
    }),
    queryHornetsNear(latitude, longitude, RADIUS_M),
  ]);
  const records = hornets.found.map((f) => f.item);
  const { Lines, Estimates } = linesAndEstimates(records);
  const calculated = new Map(Lines.map((l) => [l.HornetTrackingID, l]));
  return {
    CenterLatitude: latitude,
    CenterLongitude: longitude,
    CenterSource: source,
    PostCode: postCode,
    RadiusM: RADIUS_M,
    Notifications: sprays.found
      .filter(({ item }) => item.Status !== TreatmentStatus.Cancel && item.TreatmentDate >= since)
      .map(({ item, distanceM }) => ({ ...notificationOf(item), DistanceM: Math.round(distanceM) })),
    Hornets: hornets.found.map(({ item, distanceM }) => {
      const l = calculated.get(item.HornetTrackingID);
      return {
        ...hornetItemOf(item, undefined),
        CalculateLatitude: l?.CalculateLatitude ?? null,
        CalculateLongitude: l?.CalculateLongitude ?? null,
        DistanceM: Math.round(distanceM),
      };
    }),
    Lines,
    Estimates,
  };
}

/** hornetpathapp: the app's user, token checked (401/403 otherwise), centred on the given position. */
export async function appMap(req: HornetPathAppRequest): Promise<HornetMapData> {
  await verifyAppToken(req.Token, req.UserID, req.UserName);
  const profile = await getProfile(req.UserName);
  return mapDataAround(req.UserLat, req.UserLng, 'Position', profile?.ZipCode ?? null);
}

/** hornet/{UserID}: the open map, centred on the user's post code (profile, geocoded). */
export async function openMap(userId: string): Promise<HornetMapData> {
  const userName = await userNameOfSub(userId);
  const profile = userName ? await getProfile(userName) : undefined;
  if (!profile || profile.UnsubscribedAt) throw new NotFoundError(HornetMapMsg.userNotFound);
  const place = profile.ZipCode ? await geocodePostCode(profile.ZipCode) : undefined;
  if (!place) throw new NotFoundError(HornetMapMsg.noPostCode);
  return mapDataAround(place.Latitude, place.Longitude, 'PostCode', place.PostCode);
}

/**
 * activityhornet/{id}/{type}: one record, its flight line, and the nest estimates its line takes
 * part in with the lines of records within 3 km.
 */
export async function activityHornet(id: string, type: number): Promise<ActivityHornetData> {
  const record = await getTracking(id);
  if (!record) throw new NotFoundError(HornetMapMsg.recordNotFound);
  const line = lineOf(record);
  let Estimates: ActivityHornetData['Estimates'] = [];
  if (line) {
    const near = await queryHornetsNear(record.Latitude, record.Longitude, MAX_FLIGHT_LINE_M * 2);
    Estimates = linesAndEstimates(near.found.map((f) => f.item)).Estimates.filter((e) =>
      e.HornetTrackingIDs.includes(id),
    );
  }
  return {
    Hornet: hornetItemOf(record, line),
    Type: type,
    Lines: line ? linesAndEstimates([record]).Lines : [],
    Estimates,
  };
}

/** Map Selected (controller): the flight lines and nest estimates of the chosen records. */
export async function flightLines(ids: string[]): Promise<FlightLinesData> {
  return linesAndEstimates(await getTrackingBatch(ids));
}

import { trueBearingOf, declinationDeg } from './declination.js';
import { EARTH_RADIUS_M } from './haversine.js';

const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/**
 * Calculated points along hornet flight lines. A marked hornet leaving a bait station
 * flies straight to its nest at roughly 100 m per minute of round trip observed by the
 * "time to return" method (bait-station tracking of Vespa velutina, as practised by UK and French
 * volunteer groups); the point is placed at that distance along the compass bearing, corrected
 * for magnetic declination, and capped at 3 km — V. velutina forages mostly within 1–2 km of the
 * nest. Without a return time the point is placed at DEFAULT_FLIGHT_LINE_M (1 km), the typical
 * foraging distance, and the line is drawn to 3 km for crossing tests.
 */
export const METRES_PER_MINUTE = 100;
export const MAX_FLIGHT_LINE_M = 3_000;
export const DEFAULT_FLIGHT_LINE_M = 1_000;
/** One standard deviation of a compass bearing taken on a departing hornet, degrees. */
export const BEARING_SIGMA_DEG = 10;

/** Destination point on the sphere from a start (degrees), a true bearing (degrees) and a distance (m). */
export function destinationPoint(
  latitude: number,
  longitude: number,
  bearingDeg: number,
  distanceM: number,
): { latitude: number; longitude: number } {
  const d = distanceM / EARTH_RADIUS_M;
  const φ1 = rad(latitude);
  const λ1 = rad(longitude);
  const θ = rad(bearingDeg);
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(θ));
  const λ2 =
    λ1 + Math.atan2(Math.sin(θ) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
  return { latitude: deg(φ2), longitude: ((deg(λ2) + 540) % 360) - 180 };
}

/** Length of the flight line of a sighting, metres: 100 m per minute of return time, at most 3 km. */
export function flightLineLengthM(returnMinutes?: number | null): number {
  if (returnMinutes === undefined || returnMinutes === null || !(returnMinutes > 0))
    return DEFAULT_FLIGHT_LINE_M;
  return Math.min(MAX_FLIGHT_LINE_M, returnMinutes * METRES_PER_MINUTE);
}

/** A sighting with a compass bearing. */
export interface Sighting {
  id: string;
  latitude: number;
  longitude: number;
  /** Magnetic compass bearing, degrees 0–360 (RangeError otherwise). */
  compassDegree: number;
  /** When it was seen (declination changes with time). */
  at: Date;
  returnMinutes?: number | null;
}

/** A sighting's flight line: true bearing, calculated point and its ± BEARING_SIGMA_DEG cone. */
export interface CalculatedLine {
  id: string;
  latitude: number;
  longitude: number;
  compassDegree: number;
  declinationDeg: number;
  trueBearing: number;
  distanceM: number;
  calculateLatitude: number;
  calculateLongitude: number;
  /** Closed ring [lng, lat] of the cone: sighting, arc at MAX_FLIGHT_LINE_M, back to the sighting. */
  cone: [number, number][];
}

/** The calculated line of a sighting. Throws RangeError for a bearing outside 0–360 or bad coordinates. */
export function calculateLine(s: Sighting): CalculatedLine {
  if (!(s.compassDegree >= 0 && s.compassDegree <= 360))
    throw new RangeError('bearing must be 0 to 360 degrees');
  if (!(Math.abs(s.latitude) <= 90 && Math.abs(s.longitude) <= 180))
    throw new RangeError('invalid coordinates');
  const declination = declinationDeg(s.latitude, s.longitude, s.at);
  const trueBearing = trueBearingOf(s.compassDegree, s.latitude, s.longitude, s.at);
  const distanceM = flightLineLengthM(s.returnMinutes);
  const end = destinationPoint(s.latitude, s.longitude, trueBearing, distanceM);
  const cone: [number, number][] = [[s.longitude, s.latitude]];
  for (let k = -4; k <= 4; k += 1) {
    const p = destinationPoint(
      s.latitude,
      s.longitude,
      trueBearing + (k / 4) * BEARING_SIGMA_DEG,
      MAX_FLIGHT_LINE_M,
    );
    cone.push([p.longitude, p.latitude]);
  }
  cone.push([s.longitude, s.latitude]);
  return {
    id: s.id,
    latitude: s.latitude,
    longitude: s.longitude,
    compassDegree: s.compassDegree,
    declinationDeg: declination,
    trueBearing,
    distanceM,
    calculateLatitude: end.latitude,
    calculateLongitude: end.longitude,
    cone,
  };
}

/** Initial great-circle bearing (degrees from true north, [0, 360)) from point 1 to point 2. */
export function initialBearingDeg(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const φ1 = rad(lat1);
  const φ2 = rad(lat2);
  const Δλ = rad(lon2 - lon1);
  const y = Math.sin(Δλ) * Math.cos(φ2);
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ);
  return (deg(Math.atan2(y, x)) + 360) % 360;
}

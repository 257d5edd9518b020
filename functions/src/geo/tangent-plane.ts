import { EARTH_RADIUS_M } from './haversine.js';

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** A point of a local tangent plane, metres east (x) and north (y) of its origin. */
export interface PlanePoint {
  x: number;
  y: number;
}

/**
 * A local east-north plane around `origin` (equirectangular projection on the mean sphere). Over
 * the few kilometres of flight lines its distortion is under 0.1 % (the scale error grows with
 * the square of the distance over the Earth's radius), so intersections are solved in metres.
 */
export function tangentPlane(originLat: number, originLon: number) {
  const cosLat = Math.cos(rad(originLat));
  return {
    toPlane(latitude: number, longitude: number): PlanePoint {
      return {
        x: rad(longitude - originLon) * EARTH_RADIUS_M * cosLat,
        y: rad(latitude - originLat) * EARTH_RADIUS_M,
      };
    },
    toLatLon(p: PlanePoint): { latitude: number; longitude: number } {
      return {
        latitude: originLat + deg(p.y / EARTH_RADIUS_M),
        longitude: originLon + deg(p.x / (EARTH_RADIUS_M * cosLat)),
      };
    },
  };
}

/** Unit vector (east, north) of a bearing in degrees clockwise from north. */
export function directionOf(bearingDeg: number): PlanePoint {
  return { x: Math.sin(rad(bearingDeg)), y: Math.cos(rad(bearingDeg)) };
}

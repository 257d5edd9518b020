/** Mean Earth radius, metres (IUGG mean radius R1, used by the haversine formula). */
export const EARTH_RADIUS_M = 6_371_008.8;

const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * Great-circle distance in metres between two WGS84 points given in degrees (haversine
 * formula on a sphere of EARTH_RADIUS_M; error under 0.5 % against the ellipsoid).
 */
export function haversineMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

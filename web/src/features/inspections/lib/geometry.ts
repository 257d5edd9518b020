/** Mean Earth radius, metres (as the server's haversine). */
const EARTH_RADIUS_M = 6_371_008.8;

/**
 * A closed ring of `steps` points approximating the circle of `radiusM` metres around a point
 * (WGS84 degrees), as [lng, lat] pairs for the sites map's polygons.
 */
export function circleRing(lat: number, lng: number, radiusM: number, steps = 64): [number, number][] {
  const d = radiusM / EARTH_RADIUS_M;
  const φ1 = (lat * Math.PI) / 180;
  const λ1 = (lng * Math.PI) / 180;
  const ring: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const θ = (2 * Math.PI * i) / steps;
    const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(θ));
    const λ2 =
      λ1 + Math.atan2(Math.sin(θ) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
    ring.push([(λ2 * 180) / Math.PI, (φ2 * 180) / Math.PI]);
  }
  return ring;
}

/** Mean Earth radius, metres (as the server's haversine). */
const EARTH_RADIUS_M = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Point `distanceM` metres from a start (WGS84 degrees) along a bearing, on a sphere, as [lng, lat]. */
export function destination(
  lat: number,
  lng: number,
  bearingDeg: number,
  distanceM: number,
): [number, number] {
  const d = distanceM / EARTH_RADIUS_M;
  const φ1 = rad(lat);
  const θ = rad(bearingDeg);
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(θ));
  const λ2 =
    rad(lng) +
    Math.atan2(Math.sin(θ) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
  return [deg(λ2), deg(φ2)];
}

/**
 * A closed ring of `steps` sides approximating the circle of `radiusM` metres around a point
 * (WGS84 degrees), as [lng, lat] pairs for a map polygon.
 */
export function circleRing(lat: number, lng: number, radiusM: number, steps = 64): [number, number][] {
  const ring: [number, number][] = [];
  for (let i = 0; i <= steps; i += 1) ring.push(destination(lat, lng, (360 * i) / steps, radiusM));
  return ring;
}

/** The head of an arrow at `to`, pointing away from `from` ([lng, lat]): a small closed triangle. */
export function arrowHead(from: [number, number], to: [number, number]): [number, number][] {
  const cos = Math.cos(rad(to[1]));
  const dx = (to[0] - from[0]) * cos;
  const dy = to[1] - from[1];
  const length = Math.hypot(dx, dy);
  if (length === 0) return [to, to, to, to];
  const size = Math.min(length * 0.25, 0.0012);
  const back = Math.atan2(-dx, -dy);
  const wing = (a: number): [number, number] => [
    to[0] + (Math.sin(back + a) * size) / cos,
    to[1] + Math.cos(back + a) * size,
  ];
  return [to, wing(0.45), wing(-0.45), to];
}

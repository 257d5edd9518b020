import { areaUnitsWithin } from './geocode.js';
import { haversineMetres } from './haversine.js';

/** Rings sampled around the centre every this many metres, and points on each ring at most this far apart. */
const SAMPLE_STEP_M = 1_000;
/** Metres in one degree of latitude (and of longitude at the equator), near enough for sampling. */
const M_PER_DEGREE = 111_320;

/**
 * The area units (UK postcode districts, French codes postaux) that may hold a point within
 * `radiusM` metres of a point (WGS84 degrees): every unit whose centroid is within `radiusM`, and
 * every unit whose area — the part of the map nearer its centroid than any other's, as the
 * gazetteer assigns a point (it has centroids, not outlines) — reaches into the circle, found by
 * sampling the disc every SAMPLE_STEP_M against the places within 3 × `radiusM` (a point of the
 * disc always has a centroid within 2 × `radiusM` when the centre's own unit lies within
 * `radiusM`). Sorted; empty where the gazetteer has no place near. `radiusM` at most ≈ 50 km.
 */
export function areaUnitsReaching(latitude: number, longitude: number, radiusM: number): string[] {
  const places = areaUnitsWithin(latitude, longitude, 3 * radiusM);
  if (places.length === 0) return [];
  const units = new Set(places.filter((p) => p.distanceM <= radiusM).map((p) => p.unit));
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

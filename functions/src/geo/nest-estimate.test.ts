import { describe, expect, it } from 'vitest';
import { destinationPoint } from './flight-lines.js';
import { haversineMetres } from './haversine.js';
import { estimateNests, type BearingLine } from './nest-estimate.js';

const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Initial great-circle bearing from 1 to 2 (the textbook spherical formula, not the solver's plane). */
function initialBearing(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const y = Math.sin(rad(lon2 - lon1)) * Math.cos(rad(lat2));
  const x =
    Math.cos(rad(lat1)) * Math.sin(rad(lat2)) -
    Math.sin(rad(lat1)) * Math.cos(rad(lat2)) * Math.cos(rad(lon2 - lon1));
  return (deg(Math.atan2(y, x)) + 360) % 360;
}

/** A sighting `distanceM` from the nest, looking back at it along `fromNestDeg` + 180°. */
function sightingOf(
  id: string,
  nest: { lat: number; lon: number },
  fromNestDeg: number,
  distanceM: number,
  errorDeg = 0,
) {
  const s = destinationPoint(nest.lat, nest.lon, fromNestDeg, distanceM);
  return {
    id,
    latitude: s.latitude,
    longitude: s.longitude,
    trueBearing: initialBearing(s.latitude, s.longitude, nest.lat, nest.lon) + errorDeg,
  } satisfies BearingLine;
}

describe('estimateNests', () => {
  it('puts two lines crossing at right angles on the equator where worked out by hand', () => {
    // A at (0°, 0°) looking north-east and B at (0°, 0.01°) looking north-west cross at
    // (0.005°, 0.005°): an isosceles right triangle on a 1.11 km base (sphere, flat at this scale).
    const [e] = estimateNests([
      { id: 'A', latitude: 0, longitude: 0, trueBearing: 45 },
      { id: 'B', latitude: 0, longitude: 0.01, trueBearing: 315 },
    ]);
    expect(e.lineIds.sort()).toEqual(['A', 'B']);
    expect(e.latitude).toBeCloseTo(0.005, 5);
    expect(e.longitude).toBeCloseTo(0.005, 5);
  });

  it('finds a known nest near Guildford from two exact bearings within 5 m', () => {
    const nest = { lat: 51.2435, lon: -0.5842 };
    const lines = [sightingOf('S1', nest, 225, 1200), sightingOf('S2', nest, 120, 900)];
    const [e] = estimateNests(lines);
    expect(haversineMetres(e.latitude, e.longitude, nest.lat, nest.lon)).toBeLessThan(5);
    expect(e.semiMajorM).toBeGreaterThan(e.semiMinorM);
  });

  it('estimates from three noisy lines within 100 m, the true nest inside the 95 % ellipse', () => {
    const nest = { lat: 51.25, lon: -0.56 };
    const lines = [
      sightingOf('S1', nest, 200, 800, 4),
      sightingOf('S2', nest, 90, 1500, -3),
      sightingOf('S3', nest, 330, 600, 2),
    ];
    const [e] = estimateNests(lines);
    expect(e.lineIds).toHaveLength(3);
    const miss = haversineMetres(e.latitude, e.longitude, nest.lat, nest.lon);
    expect(miss).toBeLessThan(100);
    expect(miss).toBeLessThan(e.semiMajorM);
    expect(e.ellipse[0]).toEqual(e.ellipse[e.ellipse.length - 1]);
  });

  it('gives nothing for lines that diverge, are parallel, cross behind a sighting or beyond 3 km', () => {
    const diverging = [
      { id: 'A', latitude: 0, longitude: 0, trueBearing: 315 },
      { id: 'B', latitude: 0, longitude: 0.01, trueBearing: 45 },
    ];
    const parallel = [
      { id: 'A', latitude: 0, longitude: 0, trueBearing: 0 },
      { id: 'B', latitude: 0, longitude: 0.01, trueBearing: 0 },
    ];
    // Cross ≈ 4.5 km ahead: 0.06° apart at 45°/315°.
    const far = [
      { id: 'A', latitude: 0, longitude: 0, trueBearing: 45 },
      { id: 'B', latitude: 0, longitude: 0.06, trueBearing: 315 },
    ];
    expect(estimateNests(diverging)).toEqual([]);
    expect(estimateNests(parallel)).toEqual([]);
    expect(estimateNests(far)).toEqual([]);
  });

  it('keeps separate nests apart and drops a line that misses by far', () => {
    const n1 = { lat: 51.24, lon: -0.58 };
    const n2 = { lat: 51.3, lon: -0.4 };
    const lines = [
      sightingOf('A1', n1, 10, 700),
      sightingOf('A2', n1, 100, 900),
      sightingOf('A3', n1, 250, 500),
      sightingOf('B1', n2, 0, 800),
      sightingOf('B2', n2, 270, 800),
    ];
    const out = estimateNests(lines);
    expect(out.map((e) => e.lineIds.length)).toEqual([3, 2]);
    expect(haversineMetres(out[0].latitude, out[0].longitude, n1.lat, n1.lon)).toBeLessThan(5);
    expect(haversineMetres(out[1].latitude, out[1].longitude, n2.lat, n2.lon)).toBeLessThan(5);
  });
});

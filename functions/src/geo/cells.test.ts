import geohash from 'ngeohash';
import { describe, expect, it } from 'vitest';
import { boundingBox, cellKeysOf, CELL_PRECISION, coveringCells } from './cells.js';
import { haversineMetres } from './haversine.js';

// Guildford (GU1) centre, degrees.
const LAT = 51.2362;
const LON = -0.5704;

describe('geohash cells', () => {
  it('puts the point key inside its cell partition, so a finer cell is a key prefix', () => {
    const keys = cellKeysOf('APIARY', LAT, LON, 'x1');
    const cell = keys.cell.split('#')[1]!;
    expect(cell).toHaveLength(CELL_PRECISION);
    expect(keys.geo.startsWith(cell)).toBe(true);
    expect(keys.geo.endsWith('#x1')).toBe(true);
  });

  it('has a bounding box whose edges are the radius away from the centre', () => {
    const [minLat, minLon, maxLat, maxLon] = boundingBox(LAT, LON, 10_000);
    expect(haversineMetres(LAT, LON, maxLat, LON)).toBeCloseTo(10_000, -1);
    expect(haversineMetres(LAT, LON, minLat, LON)).toBeCloseTo(10_000, -1);
    // East–west at the centre's latitude: a little over 10 km on the sphere's small circle.
    expect(haversineMetres(LAT, LON, LAT, maxLon)).toBeGreaterThan(9_990);
    expect(haversineMetres(LAT, LON, LAT, minLon)).toBeLessThan(10_100);
  });

  it('covers every point within the radius and drops cells wholly outside it', () => {
    for (const [radius, precision] of [
      [1_000, 6],
      [10_000, 5],
    ] as const) {
      const cells = new Set(coveringCells(LAT, LON, radius, precision));
      // Points on rings inside the circle all fall in a covering cell.
      for (let bearing = 0; bearing < 360; bearing += 7.5) {
        for (const fraction of [0.2, 0.6, 0.99]) {
          const d = (radius * fraction) / 6_371_008.8;
          const b = (bearing * Math.PI) / 180;
          const lat1 = (LAT * Math.PI) / 180;
          const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
          const lon2 =
            (LON * Math.PI) / 180 +
            Math.atan2(
              Math.sin(b) * Math.sin(d) * Math.cos(lat1),
              Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
            );
          const hash = geohash.encode((lat2 * 180) / Math.PI, (lon2 * 180) / Math.PI, precision);
          expect(cells.has(hash)).toBe(true);
        }
      }
      // The box's corner cells lie beyond the circle and are not queried.
      const [minLat, minLon] = boundingBox(LAT, LON, radius);
      expect(cells.has(geohash.encode(minLat, minLon, precision))).toBe(false);
    }
  });
});

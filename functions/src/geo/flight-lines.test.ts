import { describe, expect, it } from 'vitest';
import { declinationDeg, normaliseBearing } from './declination.js';
import { calculateLine, destinationPoint, flightLineLengthM } from './flight-lines.js';
import { haversineMetres } from './haversine.js';

describe('flight lines', () => {
  it('moves 1 km due north by 1/111.2 of a degree of latitude', () => {
    const p = destinationPoint(51, -0.5, 0, 1000);
    expect(p.latitude - 51).toBeCloseTo(1000 / 111_195, 6);
    expect(p.longitude).toBeCloseTo(-0.5, 9);
  });

  it('uses 100 m a minute, 1 km without a time, at most 3 km', () => {
    expect(flightLineLengthM(7)).toBe(700);
    expect(flightLineLengthM(null)).toBe(1000);
    expect(flightLineLengthM(45)).toBe(3000);
  });

  it('corrects the compass bearing by the WMM2025 declination (about 1° E at Guildford in 2026, BGS)', () => {
    const at = new Date('2026-06-01T12:00:00Z');
    const decl = declinationDeg(51.24, -0.57, at);
    expect(decl).toBeGreaterThan(0.3);
    expect(decl).toBeLessThan(2);
    const line = calculateLine({
      id: 'x',
      latitude: 51.24,
      longitude: -0.57,
      compassDegree: 90,
      at,
      returnMinutes: 5,
    });
    expect(line.trueBearing).toBeCloseTo(normaliseBearing(90 + decl), 9);
    expect(haversineMetres(51.24, -0.57, line.calculateLatitude, line.calculateLongitude)).toBeCloseTo(
      500,
      0,
    );
    // Heading east of true east by the declination: the end point lies slightly south of the start.
    expect(line.calculateLatitude).toBeLessThan(51.24);
    expect(line.cone[0]).toEqual(line.cone[line.cone.length - 1]);
  });

  it('refuses a bearing outside 0–360 and impossible coordinates', () => {
    const at = new Date();
    expect(() => calculateLine({ id: 'x', latitude: 51, longitude: 0, compassDegree: 361, at })).toThrow(
      RangeError,
    );
    expect(() => calculateLine({ id: 'x', latitude: 91, longitude: 0, compassDegree: 10, at })).toThrow(
      RangeError,
    );
  });
});

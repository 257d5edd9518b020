import { describe, expect, it } from 'vitest';
import { inspectionWindowOf, sprayBandOf, weatherTitleKeyOf, weatherTitleOf } from './beekeeper.js';

describe('Met Office weather titles (role-screens §0.1)', () => {
  it('maps the table, -1 and NA explicitly, and anything else to the spec default Thunder', () => {
    expect(weatherTitleOf(0)).toBe('Clear night');
    expect(weatherTitleOf(4)).toBe('Not used');
    expect(weatherTitleOf(29)).toBe('Thunder shower (day)');
    expect(weatherTitleOf(30)).toBe('Thunder');
    expect(weatherTitleOf(-1)).toBe('Trace rain');
    expect(weatherTitleOf(null)).toBe('Not available');
    expect(weatherTitleOf(31)).toBe('Thunder');
    expect(weatherTitleKeyOf(31)).toBe('default');
    expect(weatherTitleKeyOf(-1)).toBe('-1');
    expect(weatherTitleKeyOf(null)).toBe('NA');
  });
});

describe('inspection window (guidance)', () => {
  const step = { TemperatureC: 18, WindSpeedMs: 3, WeatherCode: 1, IsDaylight: true };
  it('is good when warm, dry, calm and by day', () => expect(inspectionWindowOf(step)).toBe('good'));
  it('is a short check at 10–15 °C', () =>
    expect(inspectionWindowOf({ ...step, TemperatureC: 12 })).toBe('short'));
  it("is don't open when cold, wet, windy or at night", () => {
    expect(inspectionWindowOf({ ...step, TemperatureC: 9.9 })).toBe('dontOpen');
    expect(inspectionWindowOf({ ...step, WeatherCode: 12 })).toBe('dontOpen');
    expect(inspectionWindowOf({ ...step, WeatherCode: -1 })).toBe('dontOpen');
    expect(inspectionWindowOf({ ...step, WindSpeedMs: 7 })).toBe('dontOpen');
    expect(inspectionWindowOf({ ...step, IsDaylight: false })).toBe('dontOpen');
  });
});

describe('spray distance bands', () => {
  it('bands by the nearest apiary', () => {
    expect(sprayBandOf(1000)).toBe('0-1');
    expect(sprayBandOf(1001)).toBe('1-3');
    expect(sprayBandOf(4999)).toBe('3-5');
    expect(sprayBandOf(9999)).toBe('5-10');
  });
});

import { describe, expect, it } from 'vitest';
import { demoForecast } from '../../../../scripts/local/weather.js';
import { normalise } from './normalise.js';
import { sunTimes } from './sun.js';

const raw = (now: number) => ({
  hourly: demoForecast('hourly', 51.24, -0.53, now).features[0]!.properties.timeSeries,
  daily: demoForecast('daily', 51.24, -0.53, now).features[0]!.properties.timeSeries,
});

describe('normalise (DataHub site-specific series → the screens)', () => {
  it('keeps 48 hours from the current hour and 7 days from today, in order', () => {
    const now = new Date('2026-06-15T10:30:00Z');
    const { hourly, daily } = normalise(raw(now.getTime()), 51.24, -0.53, now);
    expect(hourly).toHaveLength(48);
    expect(hourly[0]!.Time).toBe('2026-06-15T10:00:00.000Z');
    expect(daily).toHaveLength(7);
    expect(daily[0]!.Day).toBe('2026-06-15');
  });

  it("reads 'NA' and missing values as null, numeric strings as codes", () => {
    const now = new Date('2026-06-15T10:30:00Z');
    const { hourly } = normalise(
      {
        hourly: [
          { time: '2026-06-15T11:00Z', significantWeatherCode: 'NA' },
          { time: '2026-06-15T12:00Z', significantWeatherCode: '-1', screenTemperature: 16 },
        ],
        daily: [],
      },
      51.24,
      -0.53,
      now,
    );
    expect(hourly[0]).toMatchObject({ WeatherCode: null, TemperatureC: null, Inspection: 'dontOpen' });
    expect(hourly[1]).toMatchObject({ WeatherCode: -1, TemperatureC: 16, Inspection: 'dontOpen' });
  });
});

describe('sunTimes', () => {
  it('gives London sunrise and sunset within a few minutes of the almanac', () => {
    // 21 June 2026, London: sunrise 03:43 UTC, sunset 20:21 UTC (timeanddate.com).
    const sun = sunTimes('2026-06-21', 51.5074, -0.1278)!;
    expect(Math.abs(Date.parse(sun.sunrise) - Date.parse('2026-06-21T03:43:00Z'))).toBeLessThan(5 * 60_000);
    expect(Math.abs(Date.parse(sun.sunset) - Date.parse('2026-06-21T20:21:00Z'))).toBeLessThan(5 * 60_000);
  });
});

import { inspectionWindowOf, type DailyStep, type HourlyStep, type InspectionWindow } from '@beewatch/shared';
import type { RawForecast } from './provider.js';
import { isDaylight, sunTimes } from './sun.js';

/** Forecast spans of role-screens §5.2: hourly 48 h, daily 7 days. */
export const HOURLY_STEPS = 48;
export const DAILY_STEPS = 7;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** A weather code: an integer, or null for the provider's 'NA' or a missing value. */
export const codeOf = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^-?\d+$/.test(v.trim())) return Number(v);
  return null;
};
/** DataHub writes instants as `2026-11-26T13:00Z`; normalised to full ISO. */
const instantOf = (v: unknown): string | null => {
  if (typeof v !== 'string') return null;
  const t = Date.parse(v);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
};

const RANK: Record<InspectionWindow, number> = { dontOpen: 0, short: 1, good: 2 };

/**
 * The provider's series as the screens show them, from `now` on: 48 hourly steps (with daylight
 * and the inspection window) and 7 days (sunrise, sunset, and the day's best window). Unknown or
 * missing values become null; steps without a valid time are dropped.
 */
export function normalise(
  raw: RawForecast,
  latitude: number,
  longitude: number,
  now = new Date(),
): { hourly: HourlyStep[]; daily: DailyStep[] } {
  const fromHour = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  const hourly: HourlyStep[] = raw.hourly
    .flatMap((s) => {
      const time = instantOf(s.time);
      if (!time || Date.parse(time) < fromHour) return [];
      const step = {
        Time: time,
        WeatherCode: codeOf(s.significantWeatherCode),
        TemperatureC: num(s.screenTemperature),
        FeelsLikeC: num(s.feelsLikeTemperature),
        WindSpeedMs: num(s.windSpeed10m),
        WindGustMs: num(s.windGustSpeed10m),
        WindDirectionDeg: num(s.windDirectionFrom10m),
        PrecipitationProbability: num(s.probOfPrecipitation),
        HumidityPercent: num(s.screenRelativeHumidity),
        UvIndex: num(s.uvIndex),
        VisibilityM: num(s.visibility),
        IsDaylight: isDaylight(time, latitude, longitude),
      };
      return [{ ...step, Inspection: inspectionWindowOf(step) }];
    })
    .sort((a, b) => a.Time.localeCompare(b.Time))
    .slice(0, HOURLY_STEPS);

  const today = new Date(fromHour).toISOString().slice(0, 10);
  const daily: DailyStep[] = raw.daily
    .flatMap((s) => {
      const time = instantOf(s.time);
      if (!time) return [];
      const day = time.slice(0, 10);
      if (day < today) return [];
      const sun = sunTimes(day, latitude, longitude);
      const windows = hourly.filter((h) => h.Time.startsWith(day) && h.IsDaylight).map((h) => h.Inspection);
      const best = windows.length
        ? windows.reduce((a, b) => (RANK[b] > RANK[a] ? b : a), 'dontOpen' as InspectionWindow)
        : null;
      return [
        {
          Day: day,
          DayWeatherCode: codeOf(s.daySignificantWeatherCode),
          NightWeatherCode: codeOf(s.nightSignificantWeatherCode),
          MaxTemperatureC: num(s.dayMaxScreenTemperature),
          MinTemperatureC: num(s.nightMinScreenTemperature),
          WindSpeedMs: num(s.midday10MWindSpeed),
          WindDirectionDeg: num(s.midday10MWindDirection),
          PrecipitationProbability: num(s.dayProbabilityOfPrecipitation),
          HumidityPercent: num(s.middayRelativeHumidity),
          UvIndex: num(s.maxUvIndex),
          Sunrise: sun?.sunrise ?? null,
          Sunset: sun?.sunset ?? null,
          Inspection: best,
        },
      ];
    })
    .sort((a, b) => a.Day.localeCompare(b.Day))
    .slice(0, DAILY_STEPS);
  return { hourly, daily };
}

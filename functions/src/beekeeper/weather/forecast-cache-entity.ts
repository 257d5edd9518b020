import { DailyStep, HourlyStep, position } from '@beewatch/shared';
import * as z from 'zod/mini';

/**
 * The forecast kept per apiary (site table): `WEATHER#<ApiaryID>` / `FORECAST`. `Hour` is the UTC
 * clock hour it was fetched in (yyyy-mm-ddThh): a request in the same hour for the same position
 * is served from it, so the provider is asked at most once an hour per apiary. The last one stays
 * (TTL 7 days) to be shown, with its time, when the provider is down.
 */
export const forecastKey = (apiaryId: string) => ({ pk: `WEATHER#${apiaryId}`, sk: 'FORECAST' });
export const FORECAST_TTL_S = 7 * 24 * 3600;

export const StoredForecast = z.object({
  ApiaryID: z.string(),
  Hour: z.string(),
  ...position,
  FetchedAt: z.string(),
  Source: z.enum(['MetOffice', 'Demo']),
  Hourly: z.array(HourlyStep),
  Daily: z.array(DailyStep),
});
export type StoredForecast = z.infer<typeof StoredForecast>;

export const forecastItemOf = (f: StoredForecast, nowS: number) => ({
  ...forecastKey(f.ApiaryID),
  ...f,
  expiresAt: nowS + FORECAST_TTL_S,
});

/** The UTC clock hour of an instant, the cache's period. */
export const hourOf = (d: Date) => d.toISOString().slice(0, 13);

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ApiaryForecast } from '@beewatch/shared';
import { documentClient } from '../../lib/aws.js';
import { env } from '../../lib/env.js';
import { logger } from '../../lib/logger.js';
import { forecastItemOf, forecastKey, hourOf, StoredForecast } from './forecast-cache-entity.js';
import { normalise } from './normalise.js';
import { fetchForecast, weatherSettings } from './provider.js';

/** An apiary as the forecast needs it. */
export interface ForecastPlace {
  ApiaryID: string;
  Name: string;
  Latitude: number;
  Longitude: number;
}

async function cached(apiaryId: string): Promise<StoredForecast | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: env().SITE_TABLE, Key: forecastKey(apiaryId) }),
  );
  return out.Item ? StoredForecast.parse(out.Item) : undefined;
}

const answer = (place: ForecastPlace, f: StoredForecast | undefined, stale: boolean): ApiaryForecast => ({
  ApiaryID: place.ApiaryID,
  Name: place.Name,
  Source: f?.Source ?? (weatherSettings().WEATHER_DEMO ? 'Demo' : 'MetOffice'),
  FetchedAt: f?.FetchedAt ?? null,
  Stale: stale,
  Hourly: f?.Hourly ?? [],
  Daily: f?.Daily ?? [],
});

/**
 * The forecast of one apiary (role-screens §5.2): from the cache when it was fetched this clock
 * hour for the apiary's current position, else from the provider (then cached). When the provider
 * fails, the last forecast kept is answered with its time and `Stale` (empty when none was ever
 * kept) — an outage never fails the request. A cache read or write failure is logged and skipped.
 */
export async function forecastOf(place: ForecastPlace, now = new Date()): Promise<ApiaryForecast> {
  const last = await cached(place.ApiaryID).catch((err: unknown) => {
    logger.warn('forecast cache read failed', { error: (err as Error).message });
    return undefined;
  });
  const samePlace = last && last.Latitude === place.Latitude && last.Longitude === place.Longitude;
  if (last && samePlace && last.Hour === hourOf(now)) {
    return answer(place, { ...last, ...normaliseAgain(last, now) }, false);
  }
  try {
    const raw = await fetchForecast(place.Latitude, place.Longitude);
    const { hourly, daily } = normalise(raw, place.Latitude, place.Longitude, now);
    const fresh: StoredForecast = {
      ApiaryID: place.ApiaryID,
      Hour: hourOf(now),
      Latitude: place.Latitude,
      Longitude: place.Longitude,
      FetchedAt: now.toISOString(),
      Source: weatherSettings().WEATHER_DEMO ? 'Demo' : 'MetOffice',
      Hourly: hourly,
      Daily: daily,
    };
    await documentClient()
      .send(
        new PutCommand({
          TableName: env().SITE_TABLE,
          Item: forecastItemOf(fresh, Math.floor(now.getTime() / 1000)),
        }),
      )
      .catch((err: unknown) => logger.warn('forecast cache write failed', { error: (err as Error).message }));
    return answer(place, fresh, false);
  } catch (err) {
    logger.warn('weather provider failed; answering the last forecast kept', {
      apiaryId: place.ApiaryID,
      error: (err as Error).message,
    });
    return answer(place, last ? { ...last, ...normaliseAgain(last, now) } : undefined, true);
  }
}

/** A kept forecast from `now` on: hours already past are dropped (days before today too). */
function normaliseAgain(f: StoredForecast, now: Date) {
  const fromHour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000).toISOString();
  const today = fromHour.slice(0, 10);
  return { Hourly: f.Hourly.filter((h) => h.Time >= fromHour), Daily: f.Daily.filter((d) => d.Day >= today) };
}

/** Forecasts of several apiaries, a few at a time (each its own cache item and provider call). */
export async function forecastsOf(places: ForecastPlace[], now = new Date()): Promise<ApiaryForecast[]> {
  const out: ApiaryForecast[] = new Array(places.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < places.length; i = next++) out[i] = await forecastOf(places[i]!, now);
  };
  await Promise.all(Array.from({ length: Math.min(4, places.length) }, worker));
  return out;
}

import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod/mini';

/**
 * The weather provider adapter: Met Office Weather DataHub, site-specific forecast
 * (`GET <base>/sitespecific/v0/point/{hourly|daily}?latitude=&longitude=`, header `apikey`,
 * GeoJSON FeatureCollection with `properties.timeSeries`). In AWS the base is DataHub and the key
 * a Secrets Manager secret (WEATHER_API_KEY_SECRET_ARN, read once per cold start); locally the
 * stand-in of scripts/local/weather.ts speaks the same API with a demo key (WEATHER_API_KEY) and
 * says so (WEATHER_DEMO=true: "demo forecast, not real").
 */

/** The raw series of the provider, in DataHub's parameter names (values may be missing). */
export interface RawForecast {
  hourly: Record<string, unknown>[];
  daily: Record<string, unknown>[];
}

/** Thrown when the provider cannot answer (network, status, shape): the caller falls back to the cache. */
export class WeatherProviderError extends Error {
  override name = 'WeatherProviderError';
}

const Settings = z.object({
  WEATHER_API_URL: z._default(z.string().check(z.url()), 'https://data.hub.api.metoffice.gov.uk'),
  WEATHER_API_KEY: z.optional(z.string().check(z.minLength(1))),
  WEATHER_API_KEY_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
  WEATHER_DEMO: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((v) => v === 'true'),
  ),
});

/** Where the forecast comes from and whether it is the demo stand-in. */
export function weatherSettings() {
  return Settings.parse(process.env);
}

let key: Promise<string> | undefined;
async function apiKey(): Promise<string> {
  const s = weatherSettings();
  if (s.WEATHER_API_KEY) return s.WEATHER_API_KEY;
  if (!s.WEATHER_API_KEY_SECRET_ARN) throw new WeatherProviderError('no weather API key configured');
  key ??= new SecretsManagerClient({})
    .send(new GetSecretValueCommand({ SecretId: s.WEATHER_API_KEY_SECRET_ARN }))
    .then((out) => {
      if (!out.SecretString) throw new WeatherProviderError('the weather API key secret is empty');
      return out.SecretString.trim();
    })
    .catch((err: unknown) => {
      key = undefined;
      throw err;
    });
  return key;
}

const Series = z.object({
  features: z
    .array(z.object({ properties: z.object({ timeSeries: z.array(z.record(z.string(), z.unknown())) }) }))
    .check(z.minLength(1)),
});

/** Provider timeout per request, ms: a slow provider is an outage, not a hung page. */
const TIMEOUT_MS = 6000;

async function series(kind: 'hourly' | 'daily', latitude: number, longitude: number) {
  const s = weatherSettings();
  const url = new URL(`${s.WEATHER_API_URL.replace(/\/+$/, '')}/sitespecific/v0/point/${kind}`);
  url.searchParams.set('latitude', latitude.toFixed(4));
  url.searchParams.set('longitude', longitude.toFixed(4));
  url.searchParams.set('excludeParameterMetadata', 'true');
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { apikey: await apiKey(), accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new WeatherProviderError(`weather provider unreachable: ${(err as Error).message}`);
  }
  if (!res.ok) throw new WeatherProviderError(`weather provider answered ${res.status}`);
  const parsed = Series.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new WeatherProviderError('weather provider answered an unexpected shape');
  return parsed.data.features[0]!.properties.timeSeries;
}

/** The hourly and daily series at a point; throws WeatherProviderError when the provider fails. */
export async function fetchForecast(latitude: number, longitude: number): Promise<RawForecast> {
  const [hourly, daily] = await Promise.all([
    series('hourly', latitude, longitude),
    series('daily', latitude, longitude),
  ]);
  return { hourly, daily };
}

import http from 'node:http';

/**
 * The local stand-in of Met Office Weather DataHub's site-specific forecast: the same paths
 * (`/sitespecific/v0/point/{hourly|daily}?latitude=&longitude=`), the `apikey` header and the
 * GeoJSON shape of the real API, with a GENERATED forecast (location name "Demo forecast, not
 * real"): deterministic per place and hour, seasonal temperatures, Met Office weather codes
 * including -1 (trace rain). `POST /__dev/faults {"outage": n}` makes the next n forecast
 * requests answer 503 (−1: until set back to 0), to show the portal's outage path.
 */
export const DEMO_WEATHER_KEY = 'local-demo-weather-key';
export const DEMO_LOCATION_NAME = 'Demo forecast, not real';

/** Weather regimes of a generated day: the day code and the rest of its hours (Met Office codes). */
const REGIMES = [
  { day: 1, wet: false, offset: 2, wind: 2 },
  { day: 3, wet: false, offset: 1, wind: 3 },
  { day: 7, wet: false, offset: 0, wind: 4 },
  { day: 8, wet: false, offset: -1, wind: 5 },
  { day: 10, wet: true, offset: -1, wind: 6 },
  { day: 12, wet: true, offset: -2, wind: 7 },
  { day: 14, wet: true, offset: -2, wind: 9 },
  { day: -1, wet: true, offset: 0, wind: 4 },
  { day: 11, wet: true, offset: -1, wind: 3 },
  { day: 5, wet: false, offset: -1, wind: 1 },
  { day: 29, wet: true, offset: 1, wind: 8 },
  { day: 3, wet: false, offset: 3, wind: 2 },
];
/** Day codes → their night variants (sunny day → clear night, shower (day) → shower (night)). */
const NIGHT: Record<number, number> = { 1: 0, 3: 2, 10: 9, 14: 13, 17: 16, 20: 19, 23: 22, 26: 25, 29: 28 };

function hash(...parts: number[]): number {
  let h = 2166136261;
  for (const p of parts) {
    h ^= p;
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}

const dayIndex = (ms: number) => Math.floor(ms / 86_400_000);
const round1 = (v: number) => Math.round(v * 10) / 10;

function regimeOf(lat: number, lon: number, day: number) {
  return REGIMES[hash(Math.round(lat * 10), Math.round(lon * 10), day) % REGIMES.length]!;
}

/** Seasonal mean temperature, °C: about 4 in January and 18 in July at 51° N. */
function seasonalMean(ms: number, lat: number): number {
  const doy = (ms - Date.UTC(new Date(ms).getUTCFullYear(), 0, 1)) / 86_400_000;
  return 11 - 7 * Math.cos((2 * Math.PI * (doy - 20)) / 365) - (lat - 51) * 0.5;
}

function hourStep(lat: number, lon: number, ms: number) {
  const r = regimeOf(lat, lon, dayIndex(ms));
  const h = new Date(ms).getUTCHours() + lon / 15;
  const night = h < 7 || h >= 18;
  const diurnal = -Math.cos((2 * Math.PI * (h - 3)) / 24) * 4;
  const jitter = (hash(Math.round(lat * 100), Math.round(lon * 100), Math.floor(ms / 3_600_000)) % 10) / 10;
  const t = seasonalMean(ms, lat) + r.offset + diurnal + jitter;
  const wind = r.wind + jitter;
  const code = night ? (NIGHT[r.day] ?? r.day) : r.day;
  return {
    time: new Date(ms).toISOString().replace(/:00\.000Z$/, 'Z'),
    screenTemperature: round1(t),
    feelsLikeTemperature: round1(t - wind * 0.4),
    windSpeed10m: round1(wind),
    windGustSpeed10m: round1(wind * 1.6),
    windDirectionFrom10m: (hash(dayIndex(ms), 7) % 360) | 0,
    probOfPrecipitation: r.wet ? 55 + Math.round(jitter * 40) : Math.round(jitter * 15),
    screenRelativeHumidity: r.wet ? 90 : 70 + Math.round(jitter * 10),
    uvIndex: night ? 0 : r.wet ? 1 : 2,
    visibility: r.day === 5 ? 3000 : 20000,
    significantWeatherCode: code,
  };
}

function dayStep(lat: number, lon: number, dayMs: number) {
  const r = regimeOf(lat, lon, dayIndex(dayMs));
  const hours = Array.from({ length: 24 }, (_, i) => hourStep(lat, lon, dayMs + i * 3_600_000));
  const temps = hours.map((s) => s.screenTemperature);
  const noon = hours[12]!;
  return {
    time: new Date(dayMs).toISOString().replace(/:00\.000Z$/, 'Z'),
    daySignificantWeatherCode: r.day,
    nightSignificantWeatherCode: NIGHT[r.day] ?? r.day,
    dayMaxScreenTemperature: Math.max(...temps),
    nightMinScreenTemperature: Math.min(...temps),
    dayMaxFeelsLikeTemp: Math.max(...hours.map((s) => s.feelsLikeTemperature)),
    midday10MWindSpeed: noon.windSpeed10m,
    midday10MWindDirection: noon.windDirectionFrom10m,
    dayProbabilityOfPrecipitation: noon.probOfPrecipitation,
    middayRelativeHumidity: noon.screenRelativeHumidity,
    maxUvIndex: noon.uvIndex,
  };
}

/** A generated forecast in DataHub's GeoJSON shape, from the current hour (hourly) or day (daily). */
export function demoForecast(kind: 'hourly' | 'daily', lat: number, lon: number, now = Date.now()) {
  const hour0 = Math.floor(now / 3_600_000) * 3_600_000;
  const day0 = dayIndex(now) * 86_400_000;
  const timeSeries =
    kind === 'hourly'
      ? Array.from({ length: 49 }, (_, i) => hourStep(lat, lon, hour0 + i * 3_600_000))
      : Array.from({ length: 8 }, (_, i) => dayStep(lat, lon, day0 + i * 86_400_000));
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [lon, lat, 0] },
        properties: {
          location: { name: DEMO_LOCATION_NAME },
          requestPointDistance: 0,
          modelRunDate: new Date(hour0).toISOString().replace(/:00\.000Z$/, 'Z'),
          timeSeries,
        },
      },
    ],
  };
}

/** Starts the stand-in on 127.0.0.1:`port`. */
export function startWeather(port: number, apiKey = DEMO_WEATHER_KEY): Promise<http.Server> {
  let outage = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/__dev/faults' && req.method === 'POST') {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        outage = Number((JSON.parse(raw || '{}') as { outage?: number }).outage ?? 0);
        res.writeHead(204).end();
      });
      return;
    }
    const m = /^\/sitespecific\/v0\/point\/(hourly|daily)$/.exec(url.pathname);
    if (!m || req.method !== 'GET') return json(404, { message: 'Not found' });
    if (req.headers.apikey !== apiKey) return json(401, { message: 'Invalid API key' });
    if (outage !== 0) {
      if (outage > 0) outage--;
      return json(503, { message: 'Service unavailable (stand-in fault)' });
    }
    const lat = Number(url.searchParams.get('latitude'));
    const lon = Number(url.searchParams.get('longitude'));
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
      return json(400, { message: 'latitude and longitude are required' });
    return json(200, demoForecast(m[1] as 'hourly' | 'daily', lat, lon));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

import { weatherTitleKeyOf } from '@beewatch/shared';
import type { TFunction } from 'i18next';
import { formatDecimal } from '@/lib/numbers';

/** The Met Office title of a weather code in the UI language (role-screens §0.1). */
export const weatherTitle = (t: TFunction, code: number | null) =>
  t(`beekeeper.weather.codes.${weatherTitleKeyOf(code)}`);

/** Metres per second as km/h, rounded. */
export const kmh = (ms: number | null) => (ms === null ? '–' : String(Math.round(ms * 3.6)));

const POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
/** The compass point (English code, the key of `beekeeper.weather.points`) the wind comes from. */
export const compass = (deg: number | null) =>
  deg === null ? '' : POINTS[Math.round((((deg % 360) + 360) % 360) / 45) % 8]!;

/** A number in the UI language with its unit, or a dash when missing. */
export const withUnit = (v: number | null, unit: string, digits = 0) =>
  v === null ? '–' : `${formatDecimal(v, digits)}${unit}`;

/** Local time HH:mm of an instant. */
export const hourOf = (iso: string, lng: string) =>
  new Date(iso).toLocaleTimeString(lng.startsWith('fr') ? 'fr-FR' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  });

/** A circle of `radiusM` around a point as a closed [lng, lat] ring (64 points). */
export function ringOf(lat: number, lng: number, radiusM: number): [number, number][] {
  const out: [number, number][] = [];
  const dLat = radiusM / 111_320;
  const dLng = radiusM / (111_320 * Math.cos((lat * Math.PI) / 180));
  for (let i = 0; i <= 64; i++) {
    const a = (i / 64) * 2 * Math.PI;
    out.push([lng + dLng * Math.sin(a), lat + dLat * Math.cos(a)]);
  }
  return out;
}

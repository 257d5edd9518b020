import type { TFunction } from 'i18next';
import { formatDecimal } from '@/lib/numbers';

/** Decimal places of a coordinate in the point lists (≈ 1 m), as the map's own centre is given. */
const COORDINATE_DECIMALS = 5;

/**
 * Coordinates as a reader writes them, e.g. '51.25160° N, 0.55320° W' (French: '51,25160° N,
 * 0,55320° O'), for a point that has no place name. WGS84 degrees; `digits` decimals.
 */
export function formatCoordinates(
  t: TFunction,
  lat: number,
  lng: number,
  digits = COORDINATE_DECIMALS,
): string {
  const value = (v: number) => formatDecimal(Math.abs(v), digits);
  return t('map.coordinates', {
    lat: t(lat < 0 ? 'map.south' : 'map.north', { value: value(lat) }),
    lng: t(lng < 0 ? 'map.west' : 'map.east', { value: value(lng) }),
  });
}

/** Where a listed point is: its place name when the data has one, else its formatted coordinates. */
export function placeOf(t: TFunction, p: { lat: number; lng: number; place?: string | null }): string {
  return p.place?.trim() || formatCoordinates(t, p.lat, p.lng);
}

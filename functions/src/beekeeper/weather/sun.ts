const RAD = Math.PI / 180;
const J2000 = 2451545;
const toJulian = (ms: number) => ms / 86_400_000 + 2440587.5;
const fromJulian = (j: number) => (j - 2440587.5) * 86_400_000;

/**
 * Sunrise and sunset (ISO instants, UTC) of the UTC day of `day` (yyyy-mm-dd) at a place, by the
 * sunrise equation (NOAA/Wikipedia "Sunrise equation", refraction −0.833°, about a minute's
 * accuracy). null for polar day or night.
 */
export function sunTimes(
  day: string,
  latitude: number,
  longitude: number,
): { sunrise: string; sunset: string } | null {
  const noon = Date.parse(`${day}T12:00:00Z`);
  const n = Math.round(toJulian(noon) - J2000 + 0.0008);
  const jStar = n - longitude / 360;
  const m = (357.5291 + 0.98560028 * jStar) % 360;
  const c = 1.9148 * Math.sin(m * RAD) + 0.02 * Math.sin(2 * m * RAD) + 0.0003 * Math.sin(3 * m * RAD);
  const lambda = (m + c + 180 + 102.9372) % 360;
  const transit = J2000 + jStar + 0.0053 * Math.sin(m * RAD) - 0.0069 * Math.sin(2 * lambda * RAD);
  const sinDec = Math.sin(lambda * RAD) * Math.sin(23.4397 * RAD);
  const cosDec = Math.cos(Math.asin(sinDec));
  const cosW =
    (Math.sin(-0.833 * RAD) - Math.sin(latitude * RAD) * sinDec) / (Math.cos(latitude * RAD) * cosDec);
  if (cosW < -1 || cosW > 1) return null;
  const w = Math.acos(cosW) / RAD;
  return {
    sunrise: new Date(fromJulian(transit - w / 360)).toISOString(),
    sunset: new Date(fromJulian(transit + w / 360)).toISOString(),
  };
}

/** Whether the sun is up at an instant (ISO) at a place. */
export function isDaylight(iso: string, latitude: number, longitude: number): boolean {
  const t = Date.parse(iso);
  const sun = sunTimes(new Date(t).toISOString().slice(0, 10), latitude, longitude);
  // Polar day or night does not occur at UK and French apiaries: judged as night.
  if (!sun) return false;
  return t >= Date.parse(sun.sunrise) && t < Date.parse(sun.sunset);
}

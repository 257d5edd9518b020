import geomagnetism from 'geomagnetism';

/**
 * Magnetic declination from the World Magnetic Model (WMM2025, NOAA NCEI and the British
 * Geological Survey, valid 2025–2029; coefficients as shipped by the `geomagnetism` npm package
 * 0.2.0, which picks the model epoch by date). A phone compass gives a magnetic bearing; adding
 * the declination (east positive) gives the true bearing.
 */
export const DECLINATION_MODEL_SOURCE = 'WMM2025 (NOAA NCEI / BGS) via geomagnetism 0.2.0';

/** Declination in degrees, east positive, at a WGS84 point (degrees) on a date, at sea level. */
export function declinationDeg(latitude: number, longitude: number, at: Date): number {
  const model = geomagnetism.model(at, { allowOutOfBoundsModel: true });
  return model.point([latitude, longitude]).decl;
}

/** Normalises an angle to [0, 360). */
export function normaliseBearing(deg: number): number {
  const r = deg % 360;
  return r < 0 ? r + 360 : r;
}

/** True bearing (degrees from true north, clockwise) of a magnetic compass bearing. */
export function trueBearingOf(magneticDeg: number, latitude: number, longitude: number, at: Date): number {
  return normaliseBearing(magneticDeg + declinationDeg(latitude, longitude, at));
}

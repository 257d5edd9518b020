import { destinationPoint, initialBearingDeg } from '../../functions/src/geo/flight-lines.js';
import { declinationDeg } from '../../functions/src/geo/declination.js';

/** A made-up hornet nest 1.3 km north-east of GU1 (Guildford), inside the demo domains. */
export const TEST_NEST = { lat: 51.2512, lon: -0.5512 };

/**
 * The mobile/CreateTrackingRecord bodies of three sightings made an hour ago that look at `nest`:
 * from 900 m, 1.2 km and 700 m away (at 200°, 100° and 320° from it), each with the magnetic
 * compass bearing the recorder would read there (true bearing less the declination), so their
 * flight lines cross at the nest.
 */
export function sightingsOf(nest: { lat: number; lon: number }, CategoryID: string, Description: string) {
  return (
    [
      [200, 900],
      [100, 1200],
      [320, 700],
    ] as const
  ).map(([from, metres]) => {
    const p = destinationPoint(nest.lat, nest.lon, from, metres);
    const at = new Date(Date.now() - 3_600_000);
    const trueBearing = initialBearingDeg(p.latitude, p.longitude, nest.lat, nest.lon);
    return {
      Latitude: p.latitude,
      Longitude: p.longitude,
      CompassDegree: (trueBearing - declinationDeg(p.latitude, p.longitude, at) + 360) % 360,
      CategoryID,
      Description,
      CreatedDate: at.toISOString(),
    };
  });
}

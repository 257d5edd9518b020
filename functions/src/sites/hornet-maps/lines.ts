import type { FlightLine, HornetItem, NestEstimate } from '@beewatch/shared';
import { calculateLine, type CalculatedLine } from '../../geo/index.js';
import { estimateNests } from '../../geo/index.js';
import type { StoredTracking } from '../../tracking/index.js';

/** The flight line of a record with a compass bearing (declination at its place and date). */
export function lineOf(r: StoredTracking): CalculatedLine | undefined {
  if (r.CompassDegree === null || r.CompassDegree === undefined) return undefined;
  return calculateLine({
    id: r.HornetTrackingID,
    latitude: r.Latitude,
    longitude: r.Longitude,
    compassDegree: r.CompassDegree,
    at: new Date(r.CreatedDate),
  });
}

export function flightLineOf(l: CalculatedLine): FlightLine {
  return {
    HornetTrackingID: l.id,
    Latitude: l.latitude,
    Longitude: l.longitude,
    CalculateLatitude: l.calculateLatitude,
    CalculateLongitude: l.calculateLongitude,
    CompassDegree: l.compassDegree,
    DeclinationDeg: Math.round(l.declinationDeg * 100) / 100,
    TrueBearing: l.trueBearing,
    DistanceM: l.distanceM,
    Cone: l.cone,
  };
}

/** A record as a map item: position, calculated point, date, category, notes — never its creator. */
export function hornetItemOf(r: StoredTracking, line: CalculatedLine | undefined): HornetItem {
  return {
    HornetTrackingID: r.HornetTrackingID,
    Latitude: r.Latitude,
    Longitude: r.Longitude,
    CalculateLatitude: line?.calculateLatitude ?? null,
    CalculateLongitude: line?.calculateLongitude ?? null,
    CompassDegree: r.CompassDegree,
    CreatedDate: r.CreatedDate,
    CategoryName: r.CategoryName,
    Notes: r.Description,
    LocationAddress: r.LocationAddress ?? null,
  };
}

/** Flight lines and nest estimates of a set of records. */
export function linesAndEstimates(records: StoredTracking[]): {
  Lines: FlightLine[];
  Estimates: NestEstimate[];
} {
  const lines = records.flatMap((r) => {
    const l = lineOf(r);
    return l ? [l] : [];
  });
  const estimates = estimateNests(
    lines.map((l) => ({
      id: l.id,
      latitude: l.latitude,
      longitude: l.longitude,
      trueBearing: l.trueBearing,
    })),
  );
  return {
    Lines: lines.map(flightLineOf),
    Estimates: estimates.map((e) => ({
      Latitude: e.latitude,
      Longitude: e.longitude,
      LineCount: e.lineIds.length,
      HornetTrackingIDs: e.lineIds,
      SemiMajorM: Math.round(e.semiMajorM),
      SemiMinorM: Math.round(e.semiMinorM),
      OrientationDeg: Math.round(e.orientationDeg),
      Ellipse: e.ellipse,
    })),
  };
}

import type { FlightLine, NestEstimate } from '@beewatch/shared';
import type { SitesMapArrow, SitesMapFeature, SitesMapPolygon } from './sites-map-types';

/** Texts of flight lines and estimates, in the UI language. */
export interface FlightTexts {
  line: (l: FlightLine) => string[];
  estimate: (e: NestEstimate) => string[];
  /** Place name of a line's sighting, for the list under the map (coordinates when none). */
  place?: (l: FlightLine) => string | null | undefined;
}

/**
 * Map layers of flight lines (an arrow from the sighting to its calculated point, and its ± σ
 * bearing cone) and of nest estimates (a point and its 95 % error ellipse), as the server computed
 * them (functions/src/geo/flight-lines.ts, nest-estimate.ts).
 */
export function flightLayers(lines: FlightLine[], estimates: NestEstimate[], texts: FlightTexts) {
  const arrows: SitesMapArrow[] = lines.map((l) => ({
    id: `line-${l.HornetTrackingID}`,
    from: [l.Longitude, l.Latitude],
    to: [l.CalculateLongitude, l.CalculateLatitude],
    lines: texts.line(l),
    place: texts.place?.(l),
  }));
  const points: SitesMapFeature[] = estimates.map((e, i) => ({
    id: `estimate-${i}`,
    lat: e.Latitude,
    lng: e.Longitude,
    kind: 'estimate',
    lines: texts.estimate(e),
  }));
  const polygons: SitesMapPolygon[] = [
    ...lines.map((l) => ({ id: `cone-${l.HornetTrackingID}`, kind: 'cone' as const, ring: l.Cone })),
    ...estimates.map((e, i) => ({ id: `ellipse-${i}`, kind: 'ellipse' as const, ring: e.Ellipse })),
  ];
  return { arrows, points, polygons };
}

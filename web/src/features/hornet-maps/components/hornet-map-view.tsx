import type { HornetItem } from '@beewatch/shared';
import {
  HORNET_MAP_HEIGHT_PX,
  HORNET_MAP_ZOOM,
  MAP_CIRCLE_COLOUR,
  type FlightLine,
  type NestEstimate,
  type SprayNotification,
} from '@beewatch/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { flightLayers } from '@/components/map/flight-layers';
import { SitesMap, type SitesMapData } from '@/components/map/sites-map';
import { MapLegend } from './map-legend';
import { estimateLines, hornetLines, lineLines, sprayLines } from './map-texts';

export interface HornetMapViewProps {
  center: { lat: number; lng: number };
  /** Metres; omitted on the activity map. */
  radiusM?: number;
  notifications: (SprayNotification & { DistanceM?: number })[];
  hornets: HornetItem[];
  lines: FlightLine[];
  estimates: NestEstimate[];
}

/**
 * The hornet maps' body (spec §2.1, §9): zoom 14, height 700px, a red circle of radius km × 1000,
 * a recentre button; spray notifications as markers; hornet items with a calculated position as
 * arrows (with their bearing cone), others as markers; nest estimates with their ellipse. A
 * legend of what this map shows, then every item as a list with its place.
 */
export function HornetMapView({
  center,
  radiusM,
  notifications,
  hornets,
  lines,
  estimates,
}: HornetMapViewProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const data = useMemo<SitesMapData>(() => {
    const byId = new Map(hornets.map((h) => [h.HornetTrackingID, h]));
    const flight = flightLayers(lines, estimates, {
      line: (l) => lineLines(t, lng, l, byId.get(l.HornetTrackingID)),
      estimate: (e) => estimateLines(t, e),
      place: (l) => byId.get(l.HornetTrackingID)?.LocationAddress,
    });
    const withLine = new Set(lines.map((l) => l.HornetTrackingID));
    return {
      center,
      zoom: HORNET_MAP_ZOOM,
      circle: radiusM ? { lat: center.lat, lng: center.lng, radiusM, color: MAP_CIRCLE_COLOUR } : undefined,
      points: [
        ...notifications.map((n) => ({
          id: `spray-${n.SprayNotificationID}`,
          lat: n.Latitude,
          lng: n.Longitude,
          kind: 'spray' as const,
          lines: sprayLines(t, lng, n),
        })),
        ...hornets
          .filter((h) => !withLine.has(h.HornetTrackingID))
          .map((h) => ({
            id: `hornet-${h.HornetTrackingID}`,
            lat: h.Latitude,
            lng: h.Longitude,
            kind: 'hornet' as const,
            lines: hornetLines(t, lng, h),
            place: h.LocationAddress,
          })),
        ...flight.points,
      ],
      arrows: flight.arrows,
      polygons: flight.polygons,
    };
  }, [center, radiusM, notifications, hornets, lines, estimates, t, lng]);

  return (
    <>
      <MapLegend
        spray={notifications.length}
        sightings={data.points.filter((p) => p.kind === 'hornet').length}
        lines={lines.length}
        estimates={estimates.length}
        circleKm={radiusM ? radiusM / 1000 : undefined}
      />
      <SitesMap data={data} label={t('hornetMaps.mapLabel')} height={HORNET_MAP_HEIGHT_PX} recentre />
    </>
  );
}

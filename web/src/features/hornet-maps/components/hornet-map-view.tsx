import {
  HORNET_MAP_HEIGHT_PX,
  HORNET_MAP_ZOOM,
  MAP_CIRCLE_COLOUR,
  type FlightLine,
  type HornetItem,
  type NestEstimate,
  type SprayNotification,
} from '@beewatch/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { flightLayers } from '@/components/map/flight-layers';
import { SitesMap, type SitesMapData } from '@/components/map/sites-map';
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
 * legend, then every item as a list.
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
          })),
        ...flight.points,
      ],
      arrows: flight.arrows,
      polygons: flight.polygons,
    };
  }, [center, radiusM, notifications, hornets, lines, estimates, t, lng]);

  return (
    <>
      <ul className="map-legend" aria-label={t('hornetMaps.legendLabel')}>
        <li>
          <span aria-hidden style={{ background: '#d97706' }} />
          {t('hornetMaps.legend.spray', { count: notifications.length })}
        </li>
        <li>
          <span aria-hidden style={{ background: '#b91c1c' }} />
          {t('hornetMaps.legend.hornet', { count: hornets.length })}
        </li>
        <li>
          <span aria-hidden style={{ background: '#7e22ce' }} />
          {t('hornetMaps.legend.estimate', { count: estimates.length })}
        </li>
        {radiusM && (
          <li>
            <span aria-hidden style={{ background: 'red', borderRadius: 0, height: '0.2rem' }} />
            {t('hornetMaps.legend.circle', { km: radiusM / 1000 })}
          </li>
        )}
      </ul>
      <SitesMap data={data} label={t('hornetMaps.mapLabel')} height={HORNET_MAP_HEIGHT_PX} recentre />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { MapPoint } from '@/lib/map';
import { formatCoordinates } from './point-place';
import { useLazyMap } from './use-lazy-map';
import { MapCanvas } from './map-canvas';

export type { MapPoint };

export interface PointsMapProps {
  points: MapPoint[];
  /** Accessible name of the map and of its point list. */
  label: string;
}

/**
 * A MapLibre map of points with, under it, the same points as a list (text and coordinates) for
 * keyboard and screen-reader users; choosing an item opens its popup on the map. MapLibre is
 * loaded on demand so it stays out of the main bundle.
 */
export function PointsMap({ points, label }: PointsMapProps) {
  const { t } = useTranslation();
  // Rebuild the map only when the points really change, not when a parent passes an equal new array.
  const signature = JSON.stringify(points);
  const { containerRef, handleRef, failed } = useLazyMap(
    () => import('@/lib/map'),
    ({ createPointsMap }, container, styleUrl) =>
      createPointsMap(container, JSON.parse(signature) as MapPoint[], label, styleUrl),
    [signature, label],
  );

  return (
    <div className="points-map">
      {failed ? (
        <p className="map-fallback" role="status">
          {t('map.unavailable')}
        </p>
      ) : (
        <MapCanvas canvasRef={containerRef} label={label} />
      )}
      <ul className="point-list" aria-label={t('map.pointList', { label })}>
        {points.map((p) => (
          <li key={p.id}>
            <button type="button" className="link-button" onClick={() => handleRef.current?.openPopup(p.id)}>
              {[...p.lines, formatCoordinates(t, p.lat, p.lng)].join(' · ')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

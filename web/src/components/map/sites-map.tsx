import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeOf } from './point-place';
import type { SitesMapData } from './sites-map-types';
import { useLazyMap } from './use-lazy-map';
import './sites-map.css';
import { MapCanvas } from './map-canvas';

export type { SitesMapArrow, SitesMapData, SitesMapFeature, SitesMapPolygon } from './sites-map-types';

export interface SitesMapProps {
  data: SitesMapData;
  /** Accessible name of the map and its list. */
  label: string;
  /** CSS height of the map, e.g. 700 (spec §9 hornet maps) or '420px'. */
  height?: number | string;
  /** Shows a recentre button (spec §2.1 hornet maps). */
  recentre?: boolean;
  /** Called with the clicked position: the map picks a location (add apiary, add field). */
  onPick?: (lat: number, lng: number) => void;
  /** Hides the list under the map (a form shows its own coordinates). */
  hideList?: boolean;
}

/**
 * A MapLibre map of apiaries, fields, spray notifications, hornet sightings with their flight-line
 * arrows, bearing cones and nest-estimate ellipses; points cluster where they crowd. Under it the
 * same points and arrows as a list, for keyboard and screen-reader users, each with its place
 * name (or, without one, its coordinates): choosing one opens its popup. MapLibre loads on
 * demand, out of the main bundle.
 */
export function SitesMap({
  data,
  label,
  height = 420,
  recentre = false,
  onPick,
  hideList = false,
}: SitesMapProps) {
  const { t } = useTranslation();
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const [outOfView, setOutOfView] = useState(0);
  const signature = JSON.stringify(data);
  const picking = Boolean(onPick);
  const { containerRef, handleRef, failed } = useLazyMap(
    () => import('./sites-map-engine'),
    ({ createSitesMap }, container, styleUrl) =>
      createSitesMap(
        container,
        JSON.parse(signature) as SitesMapData,
        label,
        styleUrl,
        picking ? (lat, lng) => pickRef.current?.(lat, lng) : undefined,
        setOutOfView,
      ),
    [signature, label, picking],
  );

  const items = [
    ...data.points.map((p) => ({ id: p.id, text: p.lines, where: placeOf(t, p) })),
    ...data.arrows.map((a) => ({
      id: a.id,
      text: a.lines,
      where: placeOf(t, { lat: a.from[1], lng: a.from[0], place: a.place }),
    })),
  ];
  return (
    <div className="sites-map points-map">
      {failed ? (
        <p className="map-fallback" role="status">
          {t('map.unavailable')}
        </p>
      ) : (
        <div className="sites-map-frame">
          <MapCanvas canvasRef={containerRef} label={label} height={height} testId="sites-map" />
          {recentre && (
            <button type="button" className="btn map-recentre" onClick={() => handleRef.current?.recentre()}>
              {t('sitesMap.recentre')}
            </button>
          )}
        </div>
      )}
      {!failed && outOfView > 0 && (
        <p className="map-out-of-view" role="status">
          <span>{t('map.outOfView', { count: outOfView })}</span>
          <button type="button" className="btn" onClick={() => handleRef.current?.fitAll()}>
            {t('map.fitAll')}
          </button>
        </p>
      )}
      {!hideList && (
        <ul className="point-list" aria-label={t('map.pointList', { label })}>
          {items.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="link-button"
                onClick={() => handleRef.current?.openPopup(p.id)}
              >
                {[...p.text, p.where].join(' · ')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useLazyMap } from '@/components/map/use-lazy-map';
import type { CoordinationMapData } from './coordination-map-types';
import { MapCanvas } from '@/components/map/map-canvas';

export type { CoordinationCircle, CoordinationMapData, CoordinationPoint } from './coordination-map-types';

/** One entry of the legend under a map. */
export interface LegendItem {
  colour: string;
  label: string;
  /** A ring (circle outline) instead of a dot. */
  ring?: boolean;
}

/**
 * The coordinator's map (MapLibre, loaded on demand) with its legend and, under it, the same
 * points as a list of buttons for keyboard and screen-reader users: choosing one opens its popup.
 */
export function CoordinationMap({
  data,
  label,
  legend,
  height = 440,
  hideList = false,
}: {
  data: CoordinationMapData;
  label: string;
  legend: LegendItem[];
  height?: number;
  hideList?: boolean;
}) {
  const { t } = useTranslation();
  const signature = JSON.stringify(data);
  const { containerRef, handleRef, failed } = useLazyMap(
    () => import('./coordination-map-engine'),
    ({ createCoordinationMap }, container, styleUrl) =>
      createCoordinationMap(container, JSON.parse(signature) as CoordinationMapData, label, styleUrl),
    [signature, label],
  );
  return (
    <div className="coordination-map">
      {failed ? (
        <p role="status">{t('map.unavailable')}</p>
      ) : (
        <MapCanvas canvasRef={containerRef} label={label} height={height} testId="coordination-map" />
      )}
      <ul className="map-legend" aria-label={t('coordination.map.legend')}>
        {legend.map((l) => (
          <li key={l.label}>
            <span
              aria-hidden="true"
              className={l.ring ? 'legend-ring' : undefined}
              style={l.ring ? { borderColor: l.colour } : { background: l.colour }}
            />
            {l.label}
          </li>
        ))}
      </ul>
      {!hideList && data.points.length > 0 && (
        <details className="map-point-list">
          <summary>{t('coordination.map.list', { count: data.points.length })}</summary>
          <ul className="point-list">
            {data.points.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => handleRef.current?.openPopup(p.id)}
                >
                  {p.lines.join(' · ')}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';

/** How many of each kind of item a hornet map draws; a kind with none gets no legend row. */
export interface MapLegendProps {
  spray: number;
  /** Sightings drawn as markers (no compass bearing). */
  sightings: number;
  /** Sightings drawn as an arrow with its bearing cone. */
  lines: number;
  estimates: number;
  /** Radius of the circle, km; none on the activity map. */
  circleKm?: number;
}

// Swatches in the colours the map draws (components/map/sites-map-engine.ts).
const DOT = { spray: '#d97706', sighting: '#b91c1c', estimate: '#7e22ce' };
const LINE = { borderRadius: 0, height: '0.2rem' };

/** The legend of a hornet map: one row per kind of item on it, with how many there are. */
export function MapLegend({ spray, sightings, lines, estimates, circleKm }: MapLegendProps) {
  const { t } = useTranslation();
  const rows = [
    spray > 0 && {
      key: 'spray',
      style: { background: DOT.spray },
      text: t('hornetMaps.legend.spray', { count: spray }),
    },
    sightings > 0 && {
      key: 'sighting',
      style: { background: DOT.sighting },
      text: t('hornetMaps.legend.hornet', { count: sightings }),
    },
    lines > 0 && {
      key: 'line',
      style: { background: DOT.sighting, ...LINE },
      text: t('hornetMaps.legend.line', { count: lines }),
    },
    estimates > 0 && {
      key: 'estimate',
      style: { background: DOT.estimate },
      text: t('hornetMaps.legend.estimate', { count: estimates }),
    },
    circleKm !== undefined && {
      key: 'circle',
      style: { background: 'red', ...LINE },
      text: t('hornetMaps.legend.circle', { km: circleKm }),
    },
  ].filter((row) => row !== false);
  if (!rows.length) return null;
  return (
    <ul className="map-legend" aria-label={t('hornetMaps.legendLabel')}>
      {rows.map((row) => (
        <li key={row.key}>
          <span aria-hidden style={row.style} />
          {row.text}
        </li>
      ))}
    </ul>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SitesMap, type SitesMapData } from './sites-map';

/**
 * Picks a position by clicking the map (add apiary, add field): shows the chosen point and, when
 * given, other sites for context. The form keeps the typed coordinates as the accessible way.
 */
export function LocationPicker({
  lat,
  lng,
  kind,
  label,
  onPick,
}: {
  lat: number | null;
  lng: number | null;
  kind: 'apiary' | 'field';
  label: string;
  onPick: (lat: number, lng: number) => void;
}) {
  const { t } = useTranslation();
  // Coordinates being typed may be out of range for a while (the form says so); the map shows
  // a point only for a real position, as MapLibre refuses any other.
  const has = lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  const data = useMemo<SitesMapData>(
    () => ({
      center: has ? { lat: lat!, lng: lng! } : { lat: 51.2426, lng: -0.5644 },
      zoom: has ? 14 : 11,
      points: has ? [{ id: 'chosen', lat: lat!, lng: lng!, kind, lines: [label] }] : [],
      arrows: [],
      polygons: [],
    }),
    [has, lat, lng, kind, label],
  );
  return (
    <div className="location-picker">
      <p className="hint">{t('sitesMap.pickHint')}</p>
      <SitesMap data={data} label={label} height={320} onPick={onPick} hideList />
    </div>
  );
}

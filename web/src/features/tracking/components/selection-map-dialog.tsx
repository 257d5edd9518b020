import { MAP_ZOOM_MULTIPLE, MAP_ZOOM_SINGLE } from '@beewatch/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { flightLayers } from '@/components/map/flight-layers';
import { SitesMap, type SitesMapData } from '@/components/map/sites-map';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatDisplayDate } from '@/lib/dates';
import { useFlightLines } from '../api/get-flight-lines';
import { useExportPoints, type MapRecord } from '../api/export-tracking-history';
import type { SelectionScope, TrackingSort } from '../lib/tracking-query';
import { formatDecimal } from '@/lib/numbers';
import { ErrorLine } from '@/components/ui/form';

/**
 * The view of Map Selected (spec §9): one record at zoom 13 centred on its sighting; several at
 * zoom 10 centred on the middle of their sightings (the map offers "fit all" when some are out of view).
 */
function selectionView(records: MapRecord[]) {
  const lats = records.map((r) => r.Latitude);
  const lngs = records.map((r) => r.Longitude);
  return {
    center: {
      lat: (Math.min(...lats) + Math.max(...lats)) / 2,
      lng: (Math.min(...lngs) + Math.max(...lngs)) / 2,
    },
    zoom: records.length === 1 ? MAP_ZOOM_SINGLE : MAP_ZOOM_MULTIPLE,
    mustShow: records.map((r) => ({ lat: r.Latitude, lng: r.Longitude })),
  };
}

/**
 * The map of Map Selected (spec §2.7): the records on a map; a point's popup gives its date and
 * category. Records with a bearing are drawn as arrows to their calculated point with their
 * bearing cone; where lines cross, the nest estimate and its 95 % ellipse.
 */
function SelectionMap({ records }: { records: MapRecord[] }) {
  const { t, i18n } = useTranslation();
  const lines = useFlightLines(records.map((r) => r.HornetTrackingID));
  const data = useMemo<SitesMapData>(() => {
    const byId = new Map(records.map((r) => [r.HornetTrackingID, r]));
    const flight = flightLayers(lines.data?.Lines ?? [], lines.data?.Estimates ?? [], {
      line: (l) => {
        const r = byId.get(l.HornetTrackingID);
        return [
          ...(r ? [formatDisplayDate(r.CreatedDate, i18n.language), r.CategoryName] : []),
          t('tracking.selection.bearing', {
            true: formatDecimal(l.TrueBearing, 1, i18n.language),
            decl: formatDecimal(l.DeclinationDeg, 1, i18n.language),
          }),
        ];
      },
      estimate: (e) => [
        t('tracking.selection.estimate', { count: e.LineCount, major: e.SemiMajorM, minor: e.SemiMinorM }),
      ],
    });
    const drawn = new Set((lines.data?.Lines ?? []).map((l) => l.HornetTrackingID));
    return {
      ...selectionView(records),
      points: [
        ...records
          .filter((r) => !drawn.has(r.HornetTrackingID))
          .map((r) => ({
            id: r.HornetTrackingID,
            lat: r.Latitude,
            lng: r.Longitude,
            kind: 'hornet' as const,
            lines: [formatDisplayDate(r.CreatedDate, i18n.language), r.CategoryName],
          })),
        ...flight.points,
      ],
      arrows: flight.arrows,
      polygons: flight.polygons,
    };
  }, [records, lines.data, t, i18n.language]);
  if (lines.isPending && lines.fetchStatus === 'fetching') return null;
  return <SitesMap data={data} label={t('tracking.selection.mapLabel')} />;
}

/** Map Selected of checked records (spec §2.7), already loaded with their coordinates. */
export function SelectionMapDialog({ records, onClose }: { records: MapRecord[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('tracking.selection.mapTitle', { count: records.length })}
      onClose={onClose}
      size="lg"
    >
      <SelectionMap records={records} />
    </Modal>
  );
}

/**
 * Map Selected of 'all matching records': the points of the first (at most 10,000) records of
 * the list's query, asked of the server (FetchTrackingHistory, Export 'points').
 */
export function MatchingMapDialog({
  scope,
  sort,
  onClose,
}: {
  scope: Extract<SelectionScope, { kind: 'matching' }>;
  sort: TrackingSort;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const points = useExportPoints(scope, sort);
  return (
    <Modal
      open
      title={t('tracking.selection.mapTitle', { count: points.data?.length ?? scope.count })}
      onClose={onClose}
      size="lg"
    >
      {points.data ? (
        <SelectionMap records={points.data} />
      ) : points.isError ? (
        <ErrorLine message={{ i18nKey: 'tracking.selection.mapError' }} />
      ) : (
        <Spinner label={t('tracking.selection.mapLoading')} />
      )}
    </Modal>
  );
}

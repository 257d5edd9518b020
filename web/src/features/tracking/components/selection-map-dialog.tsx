import type { TrackingRecord } from '@beewatch/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PointsMap } from '@/components/map/points-map';
import { Modal } from '@/components/ui/modal';
import { formatDisplayDate } from '@/lib/dates';

/** Map Selected (spec §2.7): the checked records on a map; a point's popup gives its date and category. */
export function SelectionMapDialog({ records, onClose }: { records: TrackingRecord[]; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const points = useMemo(
    () =>
      records.map((r) => ({
        id: r.HornetTrackingID,
        lat: r.Latitude,
        lng: r.Longitude,
        lines: [formatDisplayDate(r.CreatedDate, i18n.language), r.CategoryName],
      })),
    [records, i18n.language],
  );
  return (
    <Modal
      open
      title={t('tracking.selection.mapTitle', { count: records.length })}
      onClose={onClose}
      size="lg"
    >
      <PointsMap points={points} label={t('tracking.selection.mapLabel')} />
    </Modal>
  );
}

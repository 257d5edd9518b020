import type { TrackingRecord } from '@beewatch/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PointsMap } from '@/components/map/points-map';
import { Modal } from '@/components/ui/modal';
import { formatDisplayDate } from '@/lib/dates';

/** Map popup of one record's location (spec §2.7; zoom 13, spec §9). */
export function LocationDialog({ record, onClose }: { record: TrackingRecord; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const points = useMemo(
    () => [
      {
        id: record.HornetTrackingID,
        lat: record.Latitude,
        lng: record.Longitude,
        lines: [
          record.LocationAddress ?? '-',
          formatDisplayDate(record.CreatedDate, i18n.language),
          record.CategoryName,
        ],
      },
    ],
    [record, i18n.language],
  );
  return (
    <Modal open title={t('tracking.location.title')} onClose={onClose} size="lg">
      <PointsMap points={points} label={t('tracking.location.mapLabel')} />
    </Modal>
  );
}

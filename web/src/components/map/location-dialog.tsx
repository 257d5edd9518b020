import type { TrackingRecord } from '@beewatch/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { formatDisplayDate } from '@/lib/dates';
import { PointsMap } from './points-map';

/** What the popup shows of a tracking record: its point, address, date and category. */
export type LocatedRecord = Pick<
  TrackingRecord,
  'HornetTrackingID' | 'Latitude' | 'Longitude' | 'LocationAddress' | 'CreatedDate' | 'CategoryName'
>;

/**
 * Map popup of one tracking record's location (spec §2.7, role-screens §9.1; zoom 13, spec §9),
 * for the controller's reporting and every role's tracking history.
 */
export function LocationDialog({ record, onClose }: { record: LocatedRecord; onClose: () => void }) {
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

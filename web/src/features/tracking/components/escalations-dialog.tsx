import type { EscalationSendRow, TrackingRecord } from '@beewatch/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatDisplayDate } from '@/lib/dates';
import { useEscalationSends } from '../api/get-escalation-sends';
import { ErrorLine } from '@/components/ui/form';

/**
 * What the escalation of a record sent: one row per recipient and channel with the
 * address, the result, the attempts, the time of the last change and the error of a failure.
 */
export function EscalationsDialog({ record, onClose }: { record: TrackingRecord; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const sends = useEscalationSends(record.HornetTrackingID);
  const lng = i18n.language;
  const columns = useMemo<DataColumn<EscalationSendRow>[]>(
    () => [
      {
        id: 'recipient',
        header: t('tracking.escalations.recipient'),
        cell: (s) => s.RecipientName || '-',
      },
      {
        id: 'channel',
        header: t('tracking.escalations.channel'),
        cell: (s) => t(`tracking.escalations.channels.${s.Channel}`),
      },
      { id: 'address', header: t('tracking.escalations.address'), cell: (s) => s.Address },
      {
        id: 'status',
        header: t('tracking.escalations.status'),
        cell: (s) => t(`tracking.escalations.statuses.${s.Status}`),
      },
      { id: 'attempts', header: t('tracking.escalations.attempts'), cell: (s) => s.Attempts },
      {
        id: 'time',
        header: t('tracking.escalations.time'),
        className: 'nowrap',
        cell: (s) => <time dateTime={s.UpdatedAt}>{formatDisplayDate(s.UpdatedAt, lng)}</time>,
      },
      { id: 'error', header: t('tracking.escalations.errorColumn'), cell: (s) => s.Error ?? '-' },
    ],
    [t, lng],
  );

  return (
    <Modal open title={t('tracking.escalations.title')} onClose={onClose} size="lg">
      {sends.isPending && <Spinner label={t('common.loading')} />}
      <ErrorLine message={sends.isError ? { i18nKey: 'tracking.escalations.error' } : null} />
      {sends.data?.length === 0 && <p>{t('tracking.escalations.empty')}</p>}
      {sends.data && sends.data.length > 0 && (
        <DataTable
          label={t('tracking.escalations.tableLabel')}
          columns={columns}
          rows={sends.data}
          rowId={(s) => `${s.Channel}#${s.Address}`}
          emptyText={t('tracking.escalations.empty')}
        />
      )}
    </Modal>
  );
}

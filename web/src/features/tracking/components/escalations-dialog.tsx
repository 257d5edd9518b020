import type { TrackingRecord } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatDisplayDate } from '@/lib/dates';
import { useEscalationSends } from '../api/escalation-sends';

/**
 * What the escalation of a record sent (issue 4): one row per recipient and channel with the
 * address, the result, the attempts, the time of the last change and the error of a failure.
 */
export function EscalationsDialog({ record, onClose }: { record: TrackingRecord; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const sends = useEscalationSends(record.HornetTrackingID);

  return (
    <Modal open title={t('tracking.escalations.title')} onClose={onClose} size="lg">
      {sends.isPending && <Spinner label={t('common.loading')} />}
      {sends.isError && <p role="alert">{t('tracking.escalations.error')}</p>}
      {sends.data?.length === 0 && <p>{t('tracking.escalations.empty')}</p>}
      {sends.data && sends.data.length > 0 && (
        <div className="table-wrap">
          <table className="tracking-table" aria-label={t('tracking.escalations.tableLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('tracking.escalations.recipient')}</th>
                <th scope="col">{t('tracking.escalations.channel')}</th>
                <th scope="col">{t('tracking.escalations.address')}</th>
                <th scope="col">{t('tracking.escalations.status')}</th>
                <th scope="col">{t('tracking.escalations.attempts')}</th>
                <th scope="col">{t('tracking.escalations.time')}</th>
                <th scope="col">{t('tracking.escalations.errorColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {sends.data.map((s) => (
                <tr key={`${s.Channel}#${s.Address}`}>
                  <td>{s.RecipientName || '-'}</td>
                  <td>{t(`tracking.escalations.channels.${s.Channel}`)}</td>
                  <td>{s.Address}</td>
                  <td>{t(`tracking.escalations.statuses.${s.Status}`)}</td>
                  <td>{s.Attempts}</td>
                  <td className="nowrap">
                    <time dateTime={s.UpdatedAt}>{formatDisplayDate(s.UpdatedAt, i18n.language)}</time>
                  </td>
                  <td>{s.Error ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  );
}

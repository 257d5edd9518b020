import type { CrmMailRow, DeliveryRow } from '@beewatch/shared';
import { Loader } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/modal';
import { formatDisplayDate } from '@/lib/dates';
import { useCrmMailReport } from '../api/crm-mail-report';

/** The delivery report of one CRM mail: sent, failed and pending, and each send by recipient and channel. */
export function CrmReportDialog({ mail, onClose }: { mail: CrmMailRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const report = useCrmMailReport(mail.MailID);
  const columns: DataColumn<DeliveryRow>[] = [
    { id: 'name', header: t('outreach.report.recipient'), cell: (r) => r.RecipientName },
    { id: 'channel', header: t('outreach.report.channel'), cell: (r) => t(`outreach.channel.${r.Channel}`) },
    { id: 'address', header: t('outreach.report.address'), cell: (r) => r.Address },
    {
      id: 'status',
      header: t('outreach.report.status'),
      cell: (r) => `${t(`outreach.report.statuses.${r.Status}`)}${r.Error ? ` (${r.Error})` : ''}`,
    },
    {
      id: 'at',
      header: t('outreach.report.at'),
      cell: (r) => (r.UpdatedAt ? formatDisplayDate(r.UpdatedAt, i18n.language) : '–'),
    },
  ];
  return (
    <Modal open size="lg" title={t('outreach.report.title', { subject: mail.SubjectEn })} onClose={onClose}>
      {report.isPending && <Loader ariaLabel={t('common.loading')} />}
      {report.data && (
        <>
          <p role="status">
            {t('outreach.report.summary', {
              sent: report.data.Sent,
              failed: report.data.Failed,
              pending: report.data.Pending,
            })}
          </p>
          <DataTable
            label={t('outreach.report.tableLabel')}
            columns={columns}
            rows={report.data.Rows}
            rowId={(r) => `${r.Channel}#${r.Address}`}
            emptyText={t('outreach.report.none')}
          />
        </>
      )}
    </Modal>
  );
}

import { TreatmentStatus, type DomainSprayRow, type SprayDelivery } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryProgress } from '@/components/ui/query-status';
import { Link } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { FormCheckboxField, FormError } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatDisplayDate } from '@/lib/dates';
import { translateMessage } from '@/lib/i18n';
import { useSprayDeliveries } from '../api/get-spray-deliveries';
import { useSprayHistory } from '../api/get-spray-history';
import { useResendFailedAlerts } from '../api/resend-failed-alerts';
import { DAY_MS, isoDay, sprayText } from './labels';
import { SprayRangeFilters } from './spray-range-filters';
import { SprayNetScreen } from './spray-net-screen';
import './spray-network.css';
import { serverErrorText } from '@/lib/server-error';
import { QueryError } from '@/components/ui/query-status';

interface Filters {
  from: string;
  to: string;
  status: string;
  under48: boolean;
}

/**
 * beewatchagent/history for the spray liaison (role-screens §7.4): the spray notifications of
 * their Spray Domain between two days — district, product, the notice given with a flag under the
 * 48 h the liaison schemes ask, how many were alerted, failed deliveries, the farmer (to write
 * to) — and for each, its delivery list with 'Re-send failed alerts'.
 */
export function SprayHistoryScreen() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<Filters>(() => ({
    from: isoDay(Date.now() - 30 * DAY_MS),
    to: isoDay(Date.now() + 30 * DAY_MS),
    status: '',
    under48: false,
  }));
  const [open, setOpen] = useState<string | null>(null);
  const form = useForm<Filters>({ defaultValues: filters });
  const query = useSprayHistory(filters.from, filters.to);
  const rows = useMemo(
    () =>
      (query.data ?? []).filter(
        (r) => (!filters.status || String(r.Status) === filters.status) && (!filters.under48 || r.Under48h),
      ),
    [query.data, filters.status, filters.under48],
  );
  const columns = useMemo<DataColumn<DomainSprayRow>[]>(() => {
    const x = sprayText(t, i18n.language);
    return [
      {
        id: 'date',
        header: t('sprayNet.col.when'),
        cell: (r) => `${x.day(r.TreatmentDate)} · ${x.time(r.TimeOfDay)}`,
      },
      { id: 'district', header: t('sprayNet.members.col.district'), cell: (r) => r.District },
      {
        id: 'product',
        header: t('sprayNet.col.product'),
        cell: (r) => `${r.Product} · ${x.type(r.PesticideType)}`,
      },
      {
        id: 'notice',
        header: t('sprayNet.history.col.notice'),
        cell: (r) => (
          <>
            {t('sprayNet.history.hours', { count: Math.round(r.NoticeHours) })}{' '}
            {r.Under48h && <span className="spraynet-flag">{t('sprayNet.history.under48')}</span>}
          </>
        ),
      },
      { id: 'status', header: t('sprayNet.col.status'), cell: (r) => x.status(r.Status) },
      {
        id: 'alerted',
        header: t('sprayNet.history.col.alerted'),
        cell: (r) => (
          <>
            {r.AlertedCount}{' '}
            {r.Failed > 0 && (
              <span className="spraynet-flag">{t('sprayNet.history.failedCount', { count: r.Failed })}</span>
            )}
          </>
        ),
      },
      {
        id: 'farmer',
        header: t('sprayNet.history.col.farmer'),
        cell: (r) => (
          <Link to={`/home/newmessage?to=${encodeURIComponent(r.FarmerUserName)}`}>{r.FarmerName}</Link>
        ),
      },
      {
        id: 'open',
        header: t('sprayNet.history.col.deliveries'),
        cell: (r) => (
          <Button size="small" onClick={() => setOpen(r.SprayNotificationID)}>
            {t('sprayNet.history.open')}
          </Button>
        ),
      },
    ];
  }, [t, i18n.language]);

  return (
    <SprayNetScreen titleId="spray-history-title" screen="history">
      <SprayRangeFilters form={form} idPrefix="history" onApply={setFilters}>
        <FormCheckboxField
          form={form}
          name="under48"
          id="history-under48"
          label={t('sprayNet.history.under48Only')}
        />
      </SprayRangeFilters>
      <QueryProgress query={query} loadingLabel={t('sprayNet.history.loading')} />
      {query.data && (
        <DataTable
          label={t('sprayNet.history.title')}
          caption={t('sprayNet.history.caption', { count: rows.length })}
          columns={columns}
          rows={rows}
          rowId={(r) => r.SprayNotificationID}
          rowAttributes={(r) => ({ 'data-spray': r.SprayNotificationID })}
          rowClassName={(r) => (r.Status === TreatmentStatus.Cancel ? 'muted' : undefined)}
          emptyText={t('sprayNet.history.empty')}
        />
      )}
      {open && <DeliveriesDialog id={open} onClose={() => setOpen(null)} />}
    </SprayNetScreen>
  );
}

function DeliveriesDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const query = useSprayDeliveries(id);
  const resend = useResendFailedAlerts();
  const { showAlert } = useAlerts();
  const [error, setError] = useState<string | null>(null);
  const columns = useMemo<DataColumn<SprayDelivery & { i: number }>[]>(
    () => [
      {
        id: 'who',
        header: t('sprayNet.history.col.recipient'),
        cell: (d) => (d.InDomain ? d.RecipientName : t('sprayNet.history.outsideDomain')),
      },
      {
        id: 'channel',
        header: t('sprayNet.history.col.channel'),
        cell: (d) => t(`sprayNet.channel.${d.Channel}`),
      },
      { id: 'address', header: t('sprayNet.history.col.address'), cell: (d) => d.Address ?? '—' },
      {
        id: 'status',
        header: t('sprayNet.col.status'),
        cell: (d) =>
          d.Status === 'failed' ? (
            <span className="spraynet-flag">{t('sprayNet.send.failed')}</span>
          ) : (
            t(`sprayNet.send.${d.Status === 'sent' ? 'sent' : 'sending'}`)
          ),
      },
      { id: 'attempts', header: t('sprayNet.history.col.attempts'), cell: (d) => d.Attempts },
      {
        id: 'at',
        header: t('sprayNet.history.col.at'),
        cell: (d) => (d.UpdatedAt ? formatDisplayDate(d.UpdatedAt, i18n.language) : '—'),
      },
    ],
    [t, i18n.language],
  );
  const failed = query.data?.Deliveries.filter((d) => d.Status === 'failed').length ?? 0;
  const x = sprayText(t, i18n.language);
  const n = query.data?.Notification;
  return (
    <Modal
      open
      size="lg"
      title={t('sprayNet.history.deliveriesTitle')}
      onClose={onClose}
      footer={
        <Button
          variation="primary"
          isDisabled={!failed || resend.isPending}
          onClick={() => {
            setError(null);
            resend.mutate(id, {
              onSuccess: (r) => showAlert('success', translateMessage(r.message), { autoClose: true }),
              onError: (err) => setError(serverErrorText(err, t('common.requestFailed'))),
            });
          }}
        >
          {t('sprayNet.history.resend', { count: failed })}
        </Button>
      }
    >
      {query.isPending && <Spinner label={t('sprayNet.history.loading')} />}
      <QueryError query={query} />
      {n && (
        <p>
          {`${x.day(n.TreatmentDate)} · ${x.time(n.TimeOfDay)} · ${n.District} · ${n.FieldName} · ${n.Product}`}
        </p>
      )}
      {query.data && (
        <DataTable
          label={t('sprayNet.history.deliveriesTitle')}
          columns={columns}
          rows={query.data.Deliveries.map((d, i) => ({ ...d, i }))}
          rowId={(d) => String(d.i)}
          emptyText={t('sprayNet.history.noDeliveries')}
        />
      )}
      <p className="hint">{t('sprayNet.history.privacy')}</p>
      <FormError message={error} />
    </Modal>
  );
}

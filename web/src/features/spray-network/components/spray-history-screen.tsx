import { PesticideType, TreatmentStatus, type DomainSprayRow, type SprayDelivery } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { QueryProgress } from '@/components/ui/query-status';
import { Link } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { CellStack, DataTable, type DataColumn, type DataSort } from '@/components/ui/data-table';
import { HazardLamp } from '@/components/ui/hazard-lamp';
import { FormCheckboxField, FormError, FormSelectField, FormTextField } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatDisplayDate, localDay } from '@/lib/dates';
import { labelled, type MessageSource } from '@/lib/i18n';
import { useSprayDeliveries } from '../api/get-spray-deliveries';
import { useSprayHistory } from '../api/get-spray-history';
import { useResendFailedAlerts } from '../api/resend-failed-alerts';
import { sprayText } from './labels';
import {
  BEE_HAZARDS,
  CSV_MAX_ROWS,
  daysOnly,
  matchesFilters,
  sortRows,
  type HistoryFilters,
} from './history-filters';
import { SprayRangeFilters } from './spray-range-filters';
import { SprayNetScreen } from './spray-net-screen';
import './spray-network.css';
import { failureMessage } from '@/lib/server-error';
import { QueryError } from '@/components/ui/query-status';
import { saveCsv } from '@/lib/csv';

/**
 * 'Message the farmer': the portal's new message (home/newmessage, common/SendDeviceMessage) to
 * the notification's farmer, titled with the spray's day and product.
 */
function messageFarmerHref(t: TFunction, lng: string, r: DomainSprayRow): string {
  const title = t('sprayNet.history.messageTitle', {
    date: sprayText(t, lng).day(r.TreatmentDate),
    product: r.Product,
  });
  return `/home/newmessage?${new URLSearchParams({ to: r.FarmerUserName, title }).toString()}`;
}

/**
 * beewatchagent/history for the spray liaison (role-screens §7.4): the spray notifications of
 * their Spray Domain between two days — scheduled date and time of day, district, crop (the
 * product's authorised uses), product, MAPP/AMM, type, bee hazard, the notice given with a flag
 * under the 48 h the liaison schemes ask, status, beekeepers and bystanders alerted, delivery
 * failures, the farmer — filtered, sorted and exported as CSV; for each, its delivery list with
 * 'Re-send failed alerts' and 'Message the farmer' (the portal's messages, home/newmessage).
 */
export function SprayHistoryScreen() {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState<HistoryFilters>(() => daysOnly(localDay(-30), localDay(30)));
  const [sort, setSort] = useState<DataSort>({ column: 'date', order: 'asc' });
  const [open, setOpen] = useState<string | null>(null);
  const form = useForm<HistoryFilters>({ defaultValues: filters });
  const query = useSprayHistory(filters.from, filters.to);
  const rows = useMemo(
    () =>
      sortRows(
        (query.data ?? []).filter((r) => matchesFilters(r, filters)),
        sort,
      ),
    [query.data, filters, sort],
  );
  const districts = useMemo(
    () => [...new Set((query.data ?? []).map((r) => r.District))].sort(),
    [query.data],
  );
  const x = sprayText(t, i18n.language);
  const count = (n: number | null) => (n === null ? t('sprayNet.history.notRecorded') : String(n));
  const hazardText = (r: DomainSprayRow) =>
    t(`sprayNet.history.hazard.${r.BeeHazard}`) +
    (r.HazardBasis === 'type' ? ` (${t('sprayNet.history.hazardByType')})` : '');
  const messageLink = (r: DomainSprayRow) => messageFarmerHref(t, i18n.language, r);
  const col = (id: string) => t(`sprayNet.history.col.${id}`);
  const colLabelled = (id: string, value: string) => labelled(col(id), value);

  // Fifteen facts a notification in eight columns, so the table fits beside the menu at 1280 px:
  // related facts share a cell (when and its status; what was sprayed; its hazard; who was
  // alerted; the deliveries; the farmer and a message to them). The CSV keeps one heading a fact.
  const columns: DataColumn<DomainSprayRow>[] = [
    {
      id: 'date',
      header: col('scheduled'),
      sortable: true,
      cell: (r) => (
        <CellStack
          main={<span className="nowrap">{x.day(r.TreatmentDate)}</span>}
          notes={[
            x.time(r.TimeOfDay),
            <span className="nowrap">{colLabelled('status', x.status(r.Status))}</span>,
          ]}
        />
      ),
    },
    { id: 'district', header: col('district'), sortable: true, cell: (r) => r.District },
    {
      id: 'product',
      header: col('product'),
      cell: (r) => (
        <CellStack
          main={r.Product}
          notes={[
            r.AuthorisationNumber && `${col('number')} ${r.AuthorisationNumber}`,
            r.Crop && colLabelled('crop', r.Crop),
          ]}
        />
      ),
    },
    {
      id: 'hazard',
      header: col('hazard'),
      cell: (r) => (
        <CellStack
          main={
            <span className="spraynet-hazard">
              <HazardLamp hazard={r.BeeHazard} />
              {hazardText(r)}
            </span>
          }
          notes={[x.type(r.PesticideType)]}
        />
      ),
    },
    {
      id: 'notice',
      header: col('notice'),
      sortable: true,
      cell: (r) => (
        <>
          {t('sprayNet.history.hours', { count: Math.round(r.NoticeHours) })}{' '}
          {r.Under48h && <span className="spraynet-flag">{t('sprayNet.history.under48')}</span>}
        </>
      ),
    },
    {
      id: 'alerted',
      header: col('alerted'),
      cell: (r) =>
        r.BeekeepersAlerted === null && r.BystandersAlerted === null ? (
          count(null)
        ) : (
          <span className="cell-stack">
            <span className="nowrap">{colLabelled('beekeepersShort', count(r.BeekeepersAlerted))}</span>
            <span className="nowrap">{colLabelled('bystandersShort', count(r.BystandersAlerted))}</span>
          </span>
        ),
    },
    {
      id: 'failures',
      header: col('failures'),
      sortable: true,
      cell: (r) => (
        <span className="cell-stack">
          {r.Failed > 0 ? (
            <span className="spraynet-flag">{t('sprayNet.history.failedCount', { count: r.Failed })}</span>
          ) : (
            <span>0</span>
          )}
          <Button size="small" onClick={() => setOpen(r.SprayNotificationID)}>
            {t('sprayNet.history.open')}
          </Button>
        </span>
      ),
    },
    {
      id: 'farmer',
      header: col('farmer'),
      cell: (r) => (
        <span className="cell-stack">
          <span>{r.FarmerName}</span>
          <Link to={messageLink(r)}>{t('sprayNet.history.message')}</Link>
        </span>
      ),
    },
  ];

  // One value per heading (the table joins the notice and its flag; the CSV keeps them apart).
  const exportCsv = () => {
    const fields: [string, (r: DomainSprayRow) => string][] = [
      [col('date'), (r) => r.TreatmentDate],
      [col('time'), (r) => x.time(r.TimeOfDay)],
      [col('district'), (r) => r.District],
      [col('crop'), (r) => r.Crop ?? ''],
      [col('product'), (r) => r.Product],
      [col('number'), (r) => r.AuthorisationNumber ?? ''],
      [col('type'), (r) => x.type(r.PesticideType)],
      [col('hazard'), hazardText],
      [col('notice'), (r) => String(r.NoticeHours)],
      [col('under48'), (r) => t(r.Under48h ? 'sprayNet.history.yes' : 'sprayNet.history.no')],
      [col('status'), (r) => x.status(r.Status)],
      [col('beekeepers'), (r) => (r.BeekeepersAlerted === null ? '' : String(r.BeekeepersAlerted))],
      [col('bystanders'), (r) => (r.BystandersAlerted === null ? '' : String(r.BystandersAlerted))],
      [col('failures'), (r) => String(r.Failed)],
      [col('farmer'), (r) => r.FarmerName],
    ];
    saveCsv(
      {
        fields: fields.map(([heading]) => heading),
        data: rows.slice(0, CSV_MAX_ROWS).map((r) => fields.map(([, value]) => value(r))),
      },
      `spray-history-${filters.from}-${filters.to}.csv`,
    );
  };

  return (
    <SprayNetScreen titleId="spray-history-title" screen="history">
      <SprayRangeFilters form={form} idPrefix="history" onApply={setFilters}>
        <FormTextField
          form={form}
          name="product"
          id="history-product"
          type="search"
          label={t('sprayNet.history.productFilter')}
        />
        <FormSelectField
          form={form}
          name="type"
          id="history-type"
          label={t('sprayNet.history.typeFilter')}
          placeholder={t('sprayNet.any')}
          choices={Object.values(PesticideType).map((v) => ({ value: String(v), label: x.type(v) }))}
        />
        <FormSelectField
          form={form}
          name="hazard"
          id="history-hazard"
          label={t('sprayNet.history.hazardFilter')}
          placeholder={t('sprayNet.any')}
          choices={BEE_HAZARDS.map((h) => ({ value: h, label: t(`sprayNet.history.hazard.${h}`) }))}
        />
        <FormSelectField
          form={form}
          name="district"
          id="history-district"
          label={t('sprayNet.history.districtFilter')}
          placeholder={t('sprayNet.any')}
          choices={districts.map((d) => ({ value: d, label: d }))}
        />
        <FormCheckboxField
          form={form}
          name="under48"
          id="history-under48"
          label={t('sprayNet.history.under48Only')}
        />
      </SprayRangeFilters>
      <QueryProgress query={query} loadingLabel={t('sprayNet.history.loading')} />
      {query.data && (
        <>
          <div className="spraynet-actions spraynet-toolbar">
            <Button size="small" onClick={exportCsv} isDisabled={!rows.length}>
              {t('sprayNet.history.csv')}
            </Button>
          </div>
          <DataTable
            label={t('sprayNet.history.title')}
            caption={t('sprayNet.history.caption', { count: rows.length })}
            columns={columns}
            rows={rows}
            rowId={(r) => r.SprayNotificationID}
            rowAttributes={(r) => ({ 'data-spray': r.SprayNotificationID })}
            rowClassName={(r) => (r.Status === TreatmentStatus.Cancel ? 'muted' : undefined)}
            sort={sort}
            onSort={(column) =>
              setSort((s) => ({
                column,
                order: s.column === column && s.order === 'asc' ? 'desc' : 'asc',
              }))
            }
            sortTitle={(column) => t('sprayNet.history.sortBy', { column })}
            emptyText={t('sprayNet.history.empty')}
          />
          <p className="hint">{t('sprayNet.history.cropHint')}</p>
        </>
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
  const [error, setError] = useState<MessageSource | null>(null);
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
              onSuccess: (r) => showAlert('success', r.message, { autoClose: true }),
              onError: (err) => setError(failureMessage(err)),
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
        <>
          <p>
            {`${x.day(n.TreatmentDate)} · ${x.time(n.TimeOfDay)} · ${n.District} · ${n.FieldName} · ${n.Product}`}
          </p>
          <p>
            {`${labelled(t('sprayNet.history.col.farmer'), n.FarmerName)} · `}
            <Link to={messageFarmerHref(t, i18n.language, n)}>{t('sprayNet.history.message')}</Link>
          </p>
        </>
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

import type { SprayHistoryRow } from '@beewatch/shared';
import { Button, Flex, SelectField } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '@/components/ui/query-status';
import { Link } from 'react-router-dom';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/modal';
import { formatDisplayDate, formatDisplayDay } from '@/lib/dates';
import { useSprayHistory } from '../api/get-spray-history';
import { HazardLight, ShortNoticeBadge } from './hazard-light';
import { MessageFarmerDialog } from './message-farmer-dialog';
import './beekeeper.css';
import { saveCsv } from '@/lib/csv';

/**
 * beekeeper/treatmenthistoryforpbeekeeper (role-screens §5.3): every spray notification that
 * alerted the beekeeper, newest treatment first, with the apiary concerned and the distance band
 * (never the field or the farmer), the bee-hazard light, the notice given, the current status,
 * the product sheet, and 'message the farmer' (anonymous both ways).
 */
export function SprayHistoryScreen() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const history = useSprayHistory();
  const [status, setStatus] = useState('');
  const [apiary, setApiary] = useState('');
  const [sheet, setSheet] = useState<SprayHistoryRow | null>(null);
  const [writing, setWriting] = useState<SprayHistoryRow | null>(null);
  const all = useMemo(
    () => [...(history.data ?? [])].sort((a, b) => b.TreatmentDate.localeCompare(a.TreatmentDate)),
    [history.data],
  );
  const apiaries = [...new Set(all.map((r) => r.ApiaryName))].sort();
  const rows = all.filter(
    (r) => (!status || String(r.Status) === status) && (!apiary || r.ApiaryName === apiary),
  );

  const columns = useMemo<DataColumn<SprayHistoryRow>[]>(
    () => [
      {
        id: 'date',
        header: t('beekeeper.spray.dateTime'),
        cell: (r) =>
          `${formatDisplayDay(r.TreatmentDate, lng)} · ${t(`beekeeper.spray.timeOfDayName.${r.TimeOfDay}`)}`,
      },
      {
        id: 'apiary',
        header: t('beekeeper.spray.apiaryDistance'),
        cell: (r) => `${r.ApiaryName} · ${t(`beekeeper.spray.band.${r.DistanceBand}`)}`,
      },
      {
        id: 'product',
        header: t('beekeeper.spray.productType'),
        cell: (r) => `${r.Product} (${t(`beekeeper.spray.typeName.${r.PesticideType}`)})`,
      },
      {
        id: 'hazard',
        header: t('beekeeper.spray.hazard'),
        cell: (r) => <HazardLight hazard={r.BeeHazard} basis={r.HazardBasis} />,
      },
      {
        id: 'notice',
        header: t('beekeeper.spray.notice'),
        cell: (r) => (
          <>
            {t('beekeeper.spray.noticeHours', { hours: r.NoticeHours })}
            {r.ShortNotice && <ShortNoticeBadge />}
          </>
        ),
      },
      {
        id: 'status',
        header: t('beekeeper.spray.status'),
        cell: (r) => t(`beekeeper.spray.statusName.${r.Status}`),
      },
      {
        id: 'alerted',
        header: t('beekeeper.spray.alerted'),
        className: 'nowrap',
        cell: (r) => formatDisplayDate(r.AlertedAt, lng),
      },
      {
        id: 'actions',
        header: t('beekeeper.spray.actions'),
        cell: (r) => (
          <Flex gap="0.25rem 0.75rem" wrap="wrap">
            <Button variation="link" size="small" onClick={() => setSheet(r)}>
              {t('beekeeper.history.sheet')}
            </Button>
            {r.ThreadID ? (
              <Link to={`/home/sprayconversation/${r.ThreadID}`}>{t('beekeeper.history.conversation')}</Link>
            ) : (
              <Button variation="link" size="small" onClick={() => setWriting(r)}>
                {t('beekeeper.history.message')}
              </Button>
            )}
          </Flex>
        ),
      },
    ],
    [t, lng],
  );

  // One value per heading, each its own column (the table joins some for the screen).
  const exportCsv = () => {
    const fields: [string, (r: SprayHistoryRow) => string][] = [
      [t('beekeeper.spray.date'), (r) => r.TreatmentDate],
      [t('beekeeper.spray.timeOfDay'), (r) => t(`beekeeper.spray.timeOfDayName.${r.TimeOfDay}`)],
      [t('beekeeper.spray.apiary'), (r) => r.ApiaryName],
      [t('beekeeper.spray.distance'), (r) => t(`beekeeper.spray.band.${r.DistanceBand}`)],
      [t('beekeeper.spray.product'), (r) => r.Product],
      [t('beekeeper.spray.type'), (r) => t(`beekeeper.spray.typeName.${r.PesticideType}`)],
      [t('beekeeper.spray.hazard'), (r) => t(`beekeeper.spray.hazardLight.${r.BeeHazard}`)],
      [t('beekeeper.spray.notice'), (r) => t('beekeeper.spray.noticeHours', { hours: r.NoticeHours })],
      [t('beekeeper.spray.status'), (r) => t(`beekeeper.spray.statusName.${r.Status}`)],
      [t('beekeeper.spray.alerted'), (r) => r.AlertedAt],
    ];
    saveCsv(
      {
        fields: fields.map(([heading]) => heading),
        data: rows.map((r) => fields.map(([, value]) => value(r))),
      },
      'spray-notifications.csv',
    );
  };

  return (
    <section className="bk-page" aria-labelledby="bk-history-title">
      <h1 id="bk-history-title" tabIndex={-1}>
        {t('beekeeper.history.title')}
      </h1>
      <p>{t('beekeeper.history.intro')}</p>
      <QueryStatus query={history} loadingLabel={t('beekeeper.loading')} />
      {history.data && (
        <>
          <div className="bk-controls">
            <SelectField
              label={t('beekeeper.history.filterStatus')}
              value={status}
              onChange={(e) => setStatus(e.target.value)}
            >
              <option value="">{t('beekeeper.history.all')}</option>
              {[1, 2, 3, 4].map((s) => (
                <option key={s} value={String(s)}>
                  {t(`beekeeper.spray.statusName.${s}`)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('beekeeper.history.filterApiary')}
              value={apiary}
              onChange={(e) => setApiary(e.target.value)}
            >
              <option value="">{t('beekeeper.history.all')}</option>
              {apiaries.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </SelectField>
            <Button size="small" onClick={exportCsv} isDisabled={!rows.length}>
              {t('beekeeper.history.csv')}
            </Button>
          </div>
          <DataTable
            label={t('beekeeper.history.title')}
            columns={columns}
            rows={rows}
            rowId={(r) => r.SprayNotificationID}
            className="bk-history-table"
            emptyText={t('beekeeper.history.none')}
          />
        </>
      )}
      {sheet && (
        <Modal
          open
          title={t('beekeeper.history.sheetTitle', { product: sheet.Sheet.Product })}
          onClose={() => setSheet(null)}
          footer={<Button onClick={() => setSheet(null)}>{t('beekeeper.history.close')}</Button>}
        >
          <dl className="bk-sheet">
            <dt>{t('beekeeper.spray.product')}</dt>
            <dd>{sheet.Sheet.Product}</dd>
            <dt>{t('beekeeper.spray.type')}</dt>
            <dd>{t(`beekeeper.spray.typeName.${sheet.Sheet.PesticideType}`)}</dd>
            <dt>{t('beekeeper.spray.hazard')}</dt>
            <dd>
              <HazardLight hazard={sheet.Sheet.BeeHazard} basis={sheet.Sheet.HazardBasis} />
            </dd>
            <dt>{t('beekeeper.history.authorisation')}</dt>
            <dd>{sheet.Sheet.AuthorisationNumber ?? t('beekeeper.history.unknownValue')}</dd>
            <dt>{t('beekeeper.history.statement')}</dt>
            <dd>{sheet.Sheet.HazardStatement ?? t('beekeeper.history.unknownValue')}</dd>
          </dl>
        </Modal>
      )}
      {writing && <MessageFarmerDialog row={writing} onClose={() => setWriting(null)} />}
    </section>
  );
}

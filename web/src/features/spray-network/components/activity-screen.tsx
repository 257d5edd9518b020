import { TreatmentStatus } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryProgress } from '@/components/ui/query-status';
import { Link } from 'react-router-dom';
import { DataTable } from '@/components/ui/data-table';
import { useBystanderActivity } from '../api/get-bystander-activity';
import { HomeMap, useNearbyColumns } from './bystander-home-screen';
import { sprayText } from './labels';
import { SprayRangeFilters } from './spray-range-filters';
import { SprayNetScreen } from './spray-net-screen';
import './spray-network.css';
import { localDay } from '@/lib/dates';
import { saveCsv } from '@/lib/csv';

/**
 * beekeeper/activity (role-screens §6.2): the spray events within 1 km of the bystander's home,
 * past and coming, between two days (by default six months back — the retention of spec §1 — to
 * two weeks ahead), with the alert each brought them; filter by status.
 */
export function BystanderActivityScreen() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState(() => ({
    from: localDay(-183),
    to: localDay(14),
    status: '',
  }));
  const form = useForm({ defaultValues: range });
  const query = useBystanderActivity(range.from, range.to);
  const columns = useNearbyColumns();
  const rows = useMemo(
    () => (query.data?.Items ?? []).filter((s) => !range.status || String(s.Status) === range.status),
    [query.data, range.status],
  );
  // Data portability (role-screens §6.2): the user's own history as CSV, in the UI language.
  const exportCsv = () => {
    const x = sprayText(t, i18n.language);
    const fields = ['date', 'time', 'distance', 'product', 'type', 'status', 'alertReceived'].map((c) =>
      t(`sprayNet.col.${c}`),
    );
    const data = rows.map((s) => [
      s.TreatmentDate,
      x.time(s.TimeOfDay),
      `${x.band(s.Band)} · ${x.direction(s.Direction)}`,
      s.Product,
      x.type(s.PesticideType),
      x.status(s.Status),
      s.AlertedAt ? `${s.AlertedAt} (${s.AlertChannels.map(x.channel).join(', ')})` : '',
    ]);
    saveCsv({ fields, data }, `spray-activity-${range.from}-${range.to}.csv`);
  };
  return (
    <SprayNetScreen titleId="activity-title" screen="activity">
      <SprayRangeFilters form={form} idPrefix="activity" onApply={setRange} />
      <QueryProgress query={query} loadingLabel={t('sprayNet.activity.loading')} />
      {query.data && !query.data.Home && (
        <p role="status">
          {t('sprayNet.home.noHome')} <Link to="/home/myprofile">{t('menu.home/myprofile')}</Link>
        </p>
      )}
      {query.data?.Home && (
        <>
          <HomeMap
            home={query.data.Home}
            sprays={rows}
            radiusM={1000}
            label={t('sprayNet.activity.mapLabel')}
          />
          <DataTable
            label={t('sprayNet.activity.title')}
            caption={t('sprayNet.activity.caption', { count: rows.length })}
            columns={columns}
            rows={rows}
            rowId={(s) => s.SprayNotificationID}
            rowClassName={(s) => (s.Status === TreatmentStatus.Cancel ? 'muted' : undefined)}
            emptyText={t('sprayNet.activity.empty')}
          />
          <p className="spraynet-actions">
            <Button size="small" onClick={exportCsv} isDisabled={!rows.length}>
              {t('sprayNet.activity.export')}
            </Button>
            <Link to="/pesticide/agent">{t('sprayNet.activity.concern')}</Link>
          </p>
        </>
      )}
    </SprayNetScreen>
  );
}

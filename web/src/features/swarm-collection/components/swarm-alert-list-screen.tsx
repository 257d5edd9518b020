import './swarm-collection.css';
import type { SwarmAlertRow } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CellStack, DataTable, infiniteRows, type DataColumn } from '@/components/ui/data-table';
import { formatDisplayDate } from '@/lib/dates';
import { useSwarmAlerts } from '../api/get-swarm-alerts';
import { placeLabel, statusLabel, typeLabel } from './swarm-labels';
import { PageHead } from '@/components/ui/page-head';
import { QueryError } from '@/components/ui/query-status';

/**
 * beekeeper/swarmalerts: the swarms sent to this collector, newest first — where
 * (district, place, distance), what, and whether it is still open, theirs, or taken.
 */
export function SwarmAlertListScreen() {
  const { t, i18n } = useTranslation();
  const list = useSwarmAlerts();
  const table = infiniteRows(list, t('swarmCollection.loadMore'));
  const columns: DataColumn<SwarmAlertRow>[] = [
    {
      id: 'date',
      header: t('swarmCollection.date'),
      cell: (r) => formatDisplayDate(r.CreatedAt, i18n.language),
    },
    {
      id: 'where',
      header: t('swarmCollection.where'),
      cell: (r) => (
        <CellStack
          main={`${r.District} ${r.PlaceName}`}
          notes={[t('swarmCollection.distance', { km: r.DistanceKm })]}
        />
      ),
    },
    {
      id: 'what',
      header: t('swarmCollection.what'),
      cell: (r) => `${typeLabel(t, r.TypeOption, r.Other)}, ${placeLabel(t, r.BeeOption)}`,
    },
    { id: 'description', header: t('swarmCollection.description'), cell: (r) => r.Description },
    {
      id: 'status',
      header: t('swarmCollection.statusLabel'),
      cell: (r) =>
        r.AdoptedByMe
          ? t('swarmCollection.adoptedByYou', { status: statusLabel(t, r.Status) })
          : r.GaveUp
            ? t('swarmCollection.gaveUp')
            : r.Taken
              ? t('swarmCollection.taken')
              : statusLabel(t, r.Status),
    },
    {
      id: 'open',
      header: t('swarmCollection.open'),
      headerHidden: true,
      cell: (r) => <Link to={`/beekeeper/swarmalert/${r.SwarmID}`}>{t('swarmCollection.open')}</Link>,
    },
  ];
  return (
    <section aria-labelledby="swarm-alerts-title" className="swarm-collection">
      <PageHead id="swarm-alerts-title" title={t('swarmCollection.alerts.title')}>
        <Link to="/beekeeper/collectionarea">{t('swarmCollection.alerts.area')}</Link>
      </PageHead>
      <QueryError query={list} />
      <DataTable
        label={t('swarmCollection.alerts.title')}
        columns={columns}
        rowId={(r) => r.SwarmID}
        emptyText={t('swarmCollection.alerts.empty')}
        {...table}
      />
    </section>
  );
}

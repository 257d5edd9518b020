import './swarm-collection.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDisplayDate } from '@/lib/dates';
import { useSwarmAlerts } from '../api/swarm-collection-api';
import { placeLabel, statusLabel, typeLabel } from './swarm-labels';
import { EmptyTableRow, LoadMoreButton } from '@/components/ui/paged-table';

/**
 * beekeeper/swarmalerts (issue 5): the swarms sent to this collector, newest first — where
 * (district, place, distance), what, and whether it is still open, theirs, or taken.
 */
export function SwarmAlertListScreen() {
  const { t, i18n } = useTranslation();
  const list = useSwarmAlerts();
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  return (
    <section aria-labelledby="swarm-alerts-title" className="swarm-collection">
      <div className="page-head">
        <h1 id="swarm-alerts-title">{t('swarmCollection.alerts.title')}</h1>
        <Link to="/beekeeper/collectionarea">{t('swarmCollection.alerts.area')}</Link>
      </div>
      {list.isError && (
        <p className="form-error" role="alert">
          {t('common.requestFailed')}
        </p>
      )}
      <div className="table-wrap">
        <table className="tracking-table">
          <caption className="visually-hidden">{t('swarmCollection.alerts.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('swarmCollection.date')}</th>
              <th scope="col">{t('swarmCollection.where')}</th>
              <th scope="col">{t('swarmCollection.what')}</th>
              <th scope="col">{t('swarmCollection.description')}</th>
              <th scope="col">{t('swarmCollection.statusLabel')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('swarmCollection.open')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.SwarmID} data-swarm={r.SwarmID}>
                <td>{formatDisplayDate(r.CreatedAt, i18n.language)}</td>
                <td>
                  {r.District} {r.PlaceName}
                  <br />
                  <span className="hint">{t('swarmCollection.distance', { km: r.DistanceKm })}</span>
                </td>
                <td>
                  {typeLabel(t, r.TypeOption, r.Other)}, {placeLabel(t, r.BeeOption)}
                </td>
                <td>{r.Description}</td>
                <td>
                  {r.AdoptedByMe
                    ? t('swarmCollection.adoptedByYou', { status: statusLabel(t, r.Status) })
                    : r.GaveUp
                      ? t('swarmCollection.gaveUp')
                      : r.Taken
                        ? t('swarmCollection.taken')
                        : statusLabel(t, r.Status)}
                </td>
                <td>
                  <Link to={`/beekeeper/swarmalert/${r.SwarmID}`}>{t('swarmCollection.open')}</Link>
                </td>
              </tr>
            ))}
            <EmptyTableRow
              list={list}
              rowCount={rows.length}
              colSpan={6}
              text={t('swarmCollection.alerts.empty')}
            />
          </tbody>
        </table>
      </div>
      <LoadMoreButton list={list} label={t('swarmCollection.loadMore')} />
    </section>
  );
}

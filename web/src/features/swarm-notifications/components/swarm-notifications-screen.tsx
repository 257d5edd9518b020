import './swarm-notifications.css';
import { BeeOption, SwarmStatus, SwarmType, type SwarmNotificationRow } from '@beewatch/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { formatDisplayDate } from '@/lib/dates';
import { getSwarmImageUrl, useSwarmNotifications } from '../api/swarm-notifications-api';
import { EmptyTableRow, LoadMoreButton } from '@/components/ui/paged-table';

const STATUS_NAME = Object.fromEntries(Object.entries(SwarmStatus).map(([k, v]) => [v, k])) as Record<
  number,
  string
>;

/**
 * beewatchagent/swarmnotifications (spec §2.4; issue 5): the swarm coordinator's list of every
 * public swarm report, newest first, with the reporter's contact details, who was alerted, the
 * status and its history, and the photo.
 */
export function SwarmNotificationsScreen() {
  const { t, i18n } = useTranslation();
  const list = useSwarmNotifications();
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const [photo, setPhoto] = useState<{ url: string; row: SwarmNotificationRow } | null>(null);
  const [photoError, setPhotoError] = useState(false);
  const date = (iso: string) => formatDisplayDate(iso, i18n.language);
  const status = (s: number) => t(`swarmNotifications.status.${STATUS_NAME[s] ?? 'New'}`);
  const type = (r: SwarmNotificationRow) =>
    r.TypeOption === SwarmType.Wasps
      ? t('swarmNotifications.type.wasps')
      : r.TypeOption === SwarmType.Other
        ? `${t('swarmNotifications.type.other')}: ${r.Other}`
        : t('swarmNotifications.type.bees');

  const showPhoto = async (row: SwarmNotificationRow) => {
    setPhotoError(false);
    try {
      setPhoto({ url: await getSwarmImageUrl(row.SwarmID), row });
    } catch {
      setPhotoError(true);
    }
  };

  return (
    <section aria-labelledby="swarm-notifications-title">
      <h1 id="swarm-notifications-title">{t('swarmNotifications.title')}</h1>
      {(list.isError || photoError) && (
        <p className="form-error" role="alert">
          {t('common.requestFailed')}
        </p>
      )}
      <div className="table-wrap">
        <table className="tracking-table">
          <caption className="visually-hidden">{t('swarmNotifications.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('swarmNotifications.date')}</th>
              <th scope="col">{t('swarmNotifications.reporter')}</th>
              <th scope="col">{t('swarmNotifications.what')}</th>
              <th scope="col">{t('swarmNotifications.description')}</th>
              <th scope="col">{t('swarmNotifications.statusLabel')}</th>
              <th scope="col">{t('swarmNotifications.collectors')}</th>
              <th scope="col">{t('swarmNotifications.source')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.SwarmID} data-swarm={r.SwarmID}>
                <td>{date(r.CreatedAt)}</td>
                <td>
                  {r.Contact.Name}
                  <br />
                  {r.Contact.Address}
                  {r.Contact.Address2 ? `, ${r.Contact.Address2}` : ''}
                  <br />
                  {r.Contact.PostCode} ({r.PlaceName})
                  <br />
                  <a href={`tel:${r.Contact.PhoneNo.replace(/\s+/g, '')}`}>{r.Contact.PhoneNo}</a>
                </td>
                <td>
                  {type(r)},{' '}
                  {r.BeeOption === BeeOption.Inside
                    ? t('swarmNotifications.inside')
                    : t('swarmNotifications.outside')}
                  <br />
                  {r.HasImage ? (
                    <button type="button" className="link-button" onClick={() => void showPhoto(r)}>
                      {t('swarmNotifications.photo')}
                    </button>
                  ) : (
                    <span className="hint">{t(`swarmNotifications.image.${r.ImageState}`)}</span>
                  )}
                </td>
                <td>{r.Description}</td>
                <td>
                  <strong>{status(r.Status)}</strong>
                  <ul className="swarm-history">
                    {r.History.map((h, i) => (
                      <li key={i}>
                        {date(h.At)} {status(h.Status)}
                        {h.By ? ` (${h.By})` : ''}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  {t('swarmNotifications.notified', { count: r.NotifiedCount })}
                  {r.AdoptedByName && (
                    <>
                      <br />
                      {t('swarmNotifications.adoptedBy', { name: r.AdoptedByName })}
                    </>
                  )}
                  {r.ReporterTold && (
                    <>
                      <br />
                      <span className="hint">{t('swarmNotifications.reporterTold')}</span>
                    </>
                  )}
                </td>
                <td>{r.ApiKeyOwner}</td>
              </tr>
            ))}
            <EmptyTableRow
              list={list}
              rowCount={rows.length}
              colSpan={7}
              text={t('swarmNotifications.empty')}
            />
          </tbody>
        </table>
      </div>
      <LoadMoreButton list={list} label={t('swarmNotifications.loadMore')} />
      <Modal
        open={!!photo}
        title={t('swarmNotifications.photoTitle', {
          place: photo ? `${photo.row.District} ${photo.row.PlaceName}` : '',
        })}
        onClose={() => setPhoto(null)}
        size="lg"
      >
        {photo && (
          <img
            src={photo.url}
            alt={t('swarmNotifications.photo')}
            style={{ maxWidth: '100%', maxHeight: 550 }}
          />
        )}
      </Modal>
    </section>
  );
}

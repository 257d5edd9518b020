import './swarm-notifications.css';
import { BeeOption, SwarmStatus, SwarmType, type SwarmNotificationRow } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, infiniteRows, type DataColumn } from '@/components/ui/data-table';
import { Modal } from '@/components/ui/modal';
import { formatDisplayDate } from '@/lib/dates';
import { useFetchSwarmImageUrl } from '../api/get-swarm-image';
import { useSwarmNotifications } from '../api/get-swarm-notifications';
import { labelled } from '@/lib/i18n';
import { ErrorLine } from '@/components/ui/form';

const STATUS_NAME = Object.fromEntries(Object.entries(SwarmStatus).map(([k, v]) => [v, k])) as Record<
  number,
  string
>;

/**
 * beewatchagent/swarmnotifications (spec §2.4): the swarm coordinator's list of every
 * public swarm report, newest first, with the reporter's contact details, who was alerted, the
 * status and its history, and the photo.
 */
export function SwarmNotificationsScreen() {
  const { t, i18n } = useTranslation();
  const list = useSwarmNotifications();
  const table = infiniteRows(list, t('swarmNotifications.loadMore'));
  const [photo, setPhoto] = useState<{ url: string; row: SwarmNotificationRow } | null>(null);
  const [photoError, setPhotoError] = useState(false);
  const date = (iso: string) => formatDisplayDate(iso, i18n.language);
  const status = (s: number) => t(`swarmNotifications.status.${STATUS_NAME[s] ?? 'New'}`);
  const type = (r: SwarmNotificationRow) =>
    r.TypeOption === SwarmType.Wasps
      ? t('swarmNotifications.type.wasps')
      : r.TypeOption === SwarmType.Other
        ? labelled(t('swarmNotifications.type.other'), r.Other)
        : t('swarmNotifications.type.bees');

  const fetchImageUrl = useFetchSwarmImageUrl();
  const showPhoto = async (row: SwarmNotificationRow) => {
    setPhotoError(false);
    try {
      setPhoto({ url: await fetchImageUrl(row.SwarmID), row });
    } catch {
      setPhotoError(true);
    }
  };

  const columns: DataColumn<SwarmNotificationRow>[] = [
    { id: 'date', header: t('swarmNotifications.date'), cell: (r) => date(r.CreatedAt) },
    {
      id: 'reporter',
      header: t('swarmNotifications.reporter'),
      cell: (r) => (
        <>
          {r.Contact.Name}
          <br />
          {r.Contact.Address}
          {r.Contact.Address2 ? `, ${r.Contact.Address2}` : ''}
          <br />
          {r.Contact.PostCode} ({r.PlaceName})
          <br />
          <a href={`tel:${r.Contact.PhoneNo.replace(/\s+/g, '')}`}>{r.Contact.PhoneNo}</a>
        </>
      ),
    },
    {
      id: 'what',
      header: t('swarmNotifications.what'),
      cell: (r) => (
        <>
          {type(r)},{' '}
          {r.BeeOption === BeeOption.Inside
            ? t('swarmNotifications.inside')
            : t('swarmNotifications.outside')}
          <br />
          {r.HasImage ? (
            <Button variation="link" size="small" onClick={() => void showPhoto(r)}>
              {t('swarmNotifications.photo')}
            </Button>
          ) : (
            <span className="hint">{t(`swarmNotifications.image.${r.ImageState}`)}</span>
          )}
        </>
      ),
    },
    { id: 'description', header: t('swarmNotifications.description'), cell: (r) => r.Description },
    {
      id: 'status',
      header: t('swarmNotifications.statusLabel'),
      cell: (r) => (
        <>
          <strong>{status(r.Status)}</strong>
          <ul className="swarm-history">
            {r.History.map((h, i) => (
              <li key={i}>
                {date(h.At)} {status(h.Status)}
                {h.By ? ` (${h.By})` : ''}
              </li>
            ))}
          </ul>
        </>
      ),
    },
    {
      id: 'collectors',
      header: t('swarmNotifications.collectors'),
      cell: (r) => (
        <>
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
        </>
      ),
    },
    { id: 'source', header: t('swarmNotifications.source'), cell: (r) => r.ApiKeyOwner },
  ];

  return (
    <section aria-labelledby="swarm-notifications-title">
      <h1 id="swarm-notifications-title">{t('swarmNotifications.title')}</h1>
      <ErrorLine message={list.isError || photoError ? { i18nKey: 'common.requestFailed' } : null} />
      <DataTable
        label={t('swarmNotifications.title')}
        columns={columns}
        rowId={(r) => r.SwarmID}
        emptyText={t('swarmNotifications.empty')}
        {...table}
      />
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

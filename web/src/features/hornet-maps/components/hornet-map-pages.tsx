import type { HornetMapData } from '@beewatch/shared';
import { DEFAULT_ACTIVITY_TYPE, HORNET_MAP_RADIUS_KM } from '@beewatch/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { formatDisplayDate } from '@/lib/dates';
import { useActivity } from '../api/get-activity-hornet';
import { useAppMap } from '../api/get-app-map';
import { useOpenMap } from '../api/get-open-map';
import { HornetMapView } from './hornet-map-view';
import { QueryError } from '@/components/ui/query-status';

function Loading() {
  const { t } = useTranslation();
  return (
    <p>
      <Spinner label={t('hornetMaps.loading')} />
    </p>
  );
}

/** The two spray maps: heading (spec §2.1 verbatim), then the map or the server's error. */
function SprayMapPage({ query }: { query: UseQueryResult<HornetMapData> }) {
  const { t } = useTranslation();
  const d = query.data;
  return (
    <section className="hornet-map-page" aria-labelledby="hornet-map-title">
      <h1 id="hornet-map-title">{t('hornetMaps.heading', { km: HORNET_MAP_RADIUS_KM })}</h1>
      {query.isPending && <Loading />}
      <QueryError query={query} />
      {d && (
        <>
          <p>
            {d.CenterSource === 'PostCode'
              ? t('hornetMaps.centrePostCode', { code: d.PostCode })
              : t('hornetMaps.centrePosition')}
          </p>
          <HornetMapView
            center={{ lat: d.CenterLatitude, lng: d.CenterLongitude }}
            radiusM={d.RadiusM}
            notifications={d.Notifications}
            hornets={d.Hornets}
            lines={d.Lines}
            estimates={d.Estimates}
          />
        </>
      )}
    </section>
  );
}

/** hornetpathapp/{UserID}/{Token}/{UserName}/{UserLat}/{UserLng}: the app's map, token checked on the server. */
export function HornetAppMapPage() {
  const p = useParams();
  const query = useAppMap({
    UserID: p.userId ?? '',
    Token: p.token ?? '',
    UserName: p.userName ?? '',
    UserLat: Number(p.userLat),
    UserLng: Number(p.userLng),
  });
  return <SprayMapPage query={query} />;
}

/** hornet/{UserID}: the open map, centred on the user's post code. */
export function HornetOpenMapPage() {
  const { userId = '' } = useParams();
  return <SprayMapPage query={useOpenMap(userId)} />;
}

/**
 * activityhornet/{hornettrackingid}/{type}: one hornet activity; type defaults to 2 (spec §9). The
 * spec gives the type no meaning beyond that default, so the page says what it shows — the
 * sighting, its category and date, its flight line and nest estimates — rather than a number.
 */
export function ActivityHornetPage() {
  const { t, i18n } = useTranslation();
  const { hornetTrackingId = '', type } = useParams();
  const activityType = Number(type) > 0 ? Number(type) : DEFAULT_ACTIVITY_TYPE;
  const query = useActivity(hornetTrackingId, activityType);
  const d = query.data;
  return (
    <section className="hornet-map-page" aria-labelledby="activity-title">
      <h1 id="activity-title">{t('hornetMaps.activityTitle')}</h1>
      {query.isPending && <Loading />}
      <QueryError query={query} />
      {d && (
        <>
          <p>
            {t('hornetMaps.activitySummary', {
              category: d.Hornet.CategoryName,
              date: formatDisplayDate(d.Hornet.CreatedDate, i18n.language),
            })}{' '}
            {t(d.Lines.length ? 'hornetMaps.activityWithLine' : 'hornetMaps.activityNoLine')}
          </p>
          <HornetMapView
            center={{ lat: d.Hornet.Latitude, lng: d.Hornet.Longitude }}
            notifications={[]}
            hornets={[d.Hornet]}
            lines={d.Lines}
            estimates={d.Estimates}
          />
        </>
      )}
    </section>
  );
}

import type { AreaSwarms } from '@beewatch/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SitesMap, type SitesMapData } from '@/components/map/sites-map';
import { QueryStatus } from '@/components/ui/query-status';
import { formatDisplayDate } from '@/lib/dates';
import { ringOf } from './labels';

/** Zoom that shows the whole 10 km circle around the post code on a phone and on a desktop. */
const AREA_ZOOM = 9.3;

/**
 * The swarm map of a SwarmWatch user's area (role-screens §5.1): the swarm reports of the last
 * days within 10 km of their profile post code, on a map (each at its district's centroid) and as
 * a list — date, district and place, status in words. Nothing of the reporter is shown (the
 * server sends none). Without a post code, the prompt to set one in My Profile.
 */
export function AreaSwarmsCard({ query }: { query: UseQueryResult<AreaSwarms> }) {
  const { t } = useTranslation();
  const area = query.data;
  return (
    <article className="bk-card bk-card-wide" aria-labelledby="bk-area-swarms" data-testid="home-area-swarms">
      <h2 id="bk-area-swarms">{t('beekeeper.home.areaSwarms.title')}</h2>
      <QueryStatus query={query} loadingLabel={t('beekeeper.loading')} />
      {area && !area.Centre && (
        <p>
          {t('beekeeper.home.areaSwarms.noPostCode')}{' '}
          <Link to="/home/myprofile">{t('menu.home/myprofile')}</Link>
        </p>
      )}
      {area?.Centre && <AreaSwarmsBody area={area} centre={area.Centre} />}
    </article>
  );
}

function AreaSwarmsBody({ area, centre }: { area: AreaSwarms; centre: NonNullable<AreaSwarms['Centre']> }) {
  const { t, i18n } = useTranslation();
  const km = area.RadiusM / 1000;
  const data = useMemo<SitesMapData>(
    () => ({
      center: { lat: centre.Latitude, lng: centre.Longitude },
      zoom: AREA_ZOOM,
      points: [
        {
          id: 'centre',
          lat: centre.Latitude,
          lng: centre.Longitude,
          kind: 'home',
          lines: [t('beekeeper.home.areaSwarms.centre', { postCode: centre.PostCode ?? '' })],
        },
        ...area.Swarms.map((s) => ({
          id: s.SwarmID,
          lat: s.Latitude,
          lng: s.Longitude,
          kind: 'swarm' as const,
          lines: [
            formatDisplayDate(s.CreatedAt, i18n.language),
            `${s.PlaceName} (${s.District})`,
            t(`beekeeper.home.areaSwarms.status.${s.Status}`),
          ],
        })),
      ],
      arrows: [],
      polygons: [{ id: 'ring', kind: 'ring', ring: ringOf(centre.Latitude, centre.Longitude, area.RadiusM) }],
    }),
    [area, centre, t, i18n.language],
  );
  return (
    <>
      <p>
        {t('beekeeper.home.areaSwarms.count', {
          count: area.Count,
          km,
          days: area.Days,
          postCode: centre.PostCode ?? '',
        })}
      </p>
      <p className="bk-note">{t('beekeeper.home.areaSwarms.privacy')}</p>
      <SitesMap
        data={data}
        label={t('beekeeper.home.areaSwarms.mapLabel', { km, postCode: centre.PostCode ?? '' })}
        height={320}
        hideList
      />
      {area.Swarms.length > 0 && (
        <ul className="bk-list" aria-label={t('beekeeper.home.areaSwarms.listLabel')}>
          {area.Swarms.map((s) => (
            <li key={s.SwarmID} data-testid="area-swarm">
              <strong>{formatDisplayDate(s.CreatedAt, i18n.language)}</strong> · {s.PlaceName} ({s.District})
              ·{' '}
              <span className={`bk-swarm-status bk-swarm-status-${s.Status}`}>
                {t(`beekeeper.home.areaSwarms.status.${s.Status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

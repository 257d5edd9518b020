import type { BeekeeperHome } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '@/components/ui/query-status';
import { Link } from 'react-router-dom';
import { SitesMap, type SitesMapData } from '@/components/map/sites-map';
import { formatDisplayDate, formatDisplayDay } from '@/lib/dates';
import { useAreaSwarms } from '../api/get-area-swarms';
import { useBeekeeperHome } from '../api/get-beekeeper-home';
import { AreaSwarmsCard } from './area-swarms-card';
import { HazardLight, ShortNoticeBadge } from './hazard-light';
import { hourOf, ringOf, weatherTitle } from './labels';
import './beekeeper.css';

/**
 * beekeeper/index (role-screens §5.1, §10): the professional beekeeper's home — own apiaries with
 * their 10 km alert rings, spray alerts of the next 7 days (bee-hazard light, under-48 h badge),
 * weather today and tomorrow with the inspection hint, swarms to adopt, hornets within 10 km and
 * foulbrood within 3 km as a band. SwarmWatch gets the reduced home: the swarm map of their area
 * (beekeeper/AreaSwarms) and hornets, both around their profile post code.
 */
export function BeekeeperHomeScreen({ swarmWatch }: { swarmWatch: boolean }) {
  const { t } = useTranslation();
  const home = useBeekeeperHome();
  // Started with the home when the caller's role is SwarmWatch (from the session), not after it.
  const areaSwarms = useAreaSwarms(swarmWatch);
  const refresh = () => {
    void home.refetch();
    if (swarmWatch) void areaSwarms.refetch();
  };
  return (
    <section className="bk-page" aria-labelledby="bk-home-title">
      <div className="page-head">
        <h1 id="bk-home-title" tabIndex={-1}>
          {t('beekeeper.home.title')}
        </h1>
        <Button
          size="small"
          onClick={refresh}
          isLoading={home.isFetching || (swarmWatch && areaSwarms.isFetching)}
        >
          {t('beekeeper.refresh')}
        </Button>
      </div>
      <QueryStatus query={home} loadingLabel={t('beekeeper.loading')} />
      {home.data &&
        (home.data.Variant === 'swarmwatch' ? (
          <SwarmWatchHome home={home.data} areaSwarms={areaSwarms} />
        ) : (
          <FullHome home={home.data} />
        ))}
    </section>
  );
}

function FullHome({ home }: { home: BeekeeperHome }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('beekeeper.home.intro')}</p>
      <div className="bk-grid">
        <ApiariesCard home={home} />
        <SpraysCard home={home} />
        <WeatherCard home={home} />
        <FoulbroodCard home={home} />
        <SwarmsCard home={home} />
        <HornetsCard home={home} />
      </div>
    </>
  );
}

function SwarmWatchHome({
  home,
  areaSwarms,
}: {
  home: BeekeeperHome;
  areaSwarms: ReturnType<typeof useAreaSwarms>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('beekeeper.home.introSwarmWatch')}</p>
      <div className="bk-grid">
        <AreaSwarmsCard query={areaSwarms} />
        <HornetsCard home={home} />
      </div>
    </>
  );
}

function ApiariesCard({ home }: { home: BeekeeperHome }) {
  const { t } = useTranslation();
  const data = useMemo<SitesMapData>(
    () => ({
      // Centred between the apiaries at a zoom that shows their 10 km rings (fitting the points
      // alone would cut the rings).
      ...(home.Apiaries.length
        ? {
            center: {
              lat: home.Apiaries.reduce((a, x) => a + x.Latitude, 0) / home.Apiaries.length,
              lng: home.Apiaries.reduce((a, x) => a + x.Longitude, 0) / home.Apiaries.length,
            },
            zoom: 8.5,
          }
        : { fit: true }),
      points: home.Apiaries.map((a) => ({
        id: a.ApiaryID,
        lat: a.Latitude,
        lng: a.Longitude,
        kind: 'apiary',
        lines: [a.Name, t('beekeeper.home.apiaryLine', { count: a.Hives })],
      })),
      arrows: [],
      polygons: home.Apiaries.map((a) => ({
        id: `ring-${a.ApiaryID}`,
        kind: 'ring',
        ring: ringOf(a.Latitude, a.Longitude, home.RadiusM),
      })),
    }),
    [home, t],
  );
  return (
    <article className="bk-card bk-card-wide" aria-labelledby="bk-apiaries">
      <h2 id="bk-apiaries">{t('beekeeper.home.myApiaries')}</h2>
      {home.Apiaries.length === 0 ? (
        <p>{t('beekeeper.home.noApiaries')}</p>
      ) : (
        <SitesMap data={data} label={t('beekeeper.home.mapLabel')} height={320} />
      )}
      <div className="bk-links">
        <Link to="/beekeeper/myapiaries">{t('beekeeper.home.myApiaries')}</Link>
        <Link to="/beekeeper/addapiary">{t('beekeeper.home.addApiary')}</Link>
      </div>
    </article>
  );
}

function SpraysCard({ home }: { home: BeekeeperHome }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="bk-card" aria-labelledby="bk-sprays" data-testid="home-sprays">
      <h2 id="bk-sprays">{t('beekeeper.home.sprays')}</h2>
      {home.SprayAlerts.length === 0 ? (
        <p>{t('beekeeper.home.noSprays')}</p>
      ) : (
        <ul className="bk-list">
          {home.SprayAlerts.map((s) => (
            <li key={s.SprayNotificationID}>
              <strong>
                {formatDisplayDay(s.TreatmentDate, i18n.language)} ·{' '}
                {t(`beekeeper.spray.timeOfDayName.${s.TimeOfDay}`)}
              </strong>
              {s.ShortNotice && <ShortNoticeBadge />}
              <br />
              {s.Product} ({t(`beekeeper.spray.typeName.${s.PesticideType}`)}) ·{' '}
              {t(`beekeeper.spray.statusName.${s.Status}`)}
              <br />
              {t(`beekeeper.spray.band.${s.DistanceBand}`)} · {s.ApiaryName}
              <br />
              <HazardLight hazard={s.BeeHazard} basis={s.HazardBasis} />
            </li>
          ))}
        </ul>
      )}
      <div className="bk-links">
        <Link to="/beekeeper/treatmenthistoryforpbeekeeper">{t('beekeeper.home.allSprays')}</Link>
      </div>
    </article>
  );
}

function WeatherCard({ home }: { home: BeekeeperHome }) {
  const { t, i18n } = useTranslation();
  const demo = home.Weather.some((w) => w.Source === 'Demo');
  return (
    <article className="bk-card" aria-labelledby="bk-weather" data-testid="home-weather">
      <h2 id="bk-weather">{t('beekeeper.home.weather')}</h2>
      {demo && <p className="bk-demo">{t('beekeeper.weather.demo')}</p>}
      {home.Weather.length === 0 && <p>{t('beekeeper.weather.noApiaries')}</p>}
      <ul className="bk-list">
        {home.Weather.map((w) => (
          <li key={w.ApiaryID}>
            <strong>{w.Name}</strong>
            {w.Stale && w.FetchedAt && (
              <p role="status">
                {t('beekeeper.weather.stale', { date: formatDisplayDate(w.FetchedAt, i18n.language) })}
              </p>
            )}
            {!w.FetchedAt && <p role="status">{t('beekeeper.weather.unavailable')}</p>}
            <div className="bk-weather-days">
              {w.Days.map((d) => (
                <div className="bk-weather-day" key={d.Day}>
                  <strong>{formatDisplayDay(d.Day, i18n.language, { weekday: true })}</strong>
                  {weatherTitle(t, d.DayWeatherCode)}
                  <br />
                  {d.MaxTemperatureC !== null && d.MinTemperatureC !== null
                    ? `${Math.round(d.MaxTemperatureC)} / ${Math.round(d.MinTemperatureC)} °C`
                    : '–'}
                  {d.PrecipitationProbability !== null && ` · ${d.PrecipitationProbability}%`}
                  {d.Inspection && (
                    <>
                      <br />
                      <span className={`bk-inspection-${d.Inspection}`}>
                        {t(`beekeeper.weather.inspection.${d.Inspection}`)}
                      </span>
                    </>
                  )}
                </div>
              ))}
            </div>
            <p>
              {w.GoodHours.length
                ? t('beekeeper.home.goodHours', {
                    hours: w.GoodHours.map(
                      (h) => `${formatDisplayDay(h, i18n.language)} ${hourOf(h, i18n.language)}`,
                    ).join(', '),
                  })
                : t('beekeeper.home.noGoodHours')}
            </p>
          </li>
        ))}
      </ul>
      <div className="bk-links">
        <Link to="/beekeeper/weather">{t('beekeeper.home.allWeather')}</Link>
      </div>
    </article>
  );
}

function FoulbroodCard({ home }: { home: BeekeeperHome }) {
  const { t } = useTranslation();
  const found = home.Foulbrood ?? [];
  return (
    <article className="bk-card" aria-labelledby="bk-foulbrood" data-testid="home-foulbrood">
      <h2 id="bk-foulbrood">{t('beekeeper.home.foulbrood')}</h2>
      {home.Foulbrood === null && <p>{t('beekeeper.home.foulbroodUnknown')}</p>}
      {home.Foulbrood !== null && found.length === 0 && <p>{t('beekeeper.home.foulbroodNone')}</p>}
      {found.length > 0 && (
        <div role="alert">
          <ul className="bk-list">
            {found.map((f) => (
              <li key={`${f.ApiaryName}-${f.Disease}-${f.Band}`} className="bk-alert">
                {t('beekeeper.home.foulbroodLine', {
                  disease: t(`beekeeper.home.disease.${f.Disease}`),
                  band: t(`beekeeper.home.band.${f.Band}`),
                  apiary: f.ApiaryName,
                  month: f.Month,
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}

function SwarmsCard({ home }: { home: BeekeeperHome }) {
  const { t, i18n } = useTranslation();
  return (
    <article className="bk-card" aria-labelledby="bk-swarms" data-testid="home-swarms">
      <h2 id="bk-swarms">{t('beekeeper.home.swarms')}</h2>
      {!home.IsCollector ? (
        <p>
          {t('beekeeper.home.notCollector')}{' '}
          <Link to="/beekeeper/collectionarea">{t('beekeeper.home.setArea')}</Link>
        </p>
      ) : home.Swarms.length === 0 ? (
        <p>{t('beekeeper.home.noSwarms')}</p>
      ) : (
        <ul className="bk-list">
          {home.Swarms.map((s) => (
            <li key={s.SwarmID}>
              <strong>
                {s.AdoptedByMe ? t('beekeeper.home.awaitingOutcome') : t('beekeeper.home.toAdopt')}
              </strong>
              <br />
              {s.PlaceName} ({s.District}) · {s.DistanceKm} km ·{' '}
              {formatDisplayDate(s.CreatedAt, i18n.language)}{' '}
              <Link to={`/beekeeper/swarmalert/${s.SwarmID}`}>{t('beekeeper.home.openSwarm')}</Link>
            </li>
          ))}
        </ul>
      )}
      {home.IsCollector && (
        <div className="bk-links">
          <Link to="/beekeeper/swarmalerts">{t('beekeeper.home.allSwarms')}</Link>
        </div>
      )}
    </article>
  );
}

function HornetsCard({ home }: { home: BeekeeperHome }) {
  const { t, i18n } = useTranslation();
  const noCentre = home.Variant === 'swarmwatch' && !home.Centre;
  return (
    <article className="bk-card" aria-labelledby="bk-hornets" data-testid="home-hornets">
      <h2 id="bk-hornets">{t('beekeeper.home.hornets')}</h2>
      {home.Centre?.PostCode && <p>{t('beekeeper.home.centre', { postCode: home.Centre.PostCode })}</p>}
      {noCentre ? (
        <p>
          {t('beekeeper.home.hornetNoPostCode')} <Link to="/home/myprofile">{t('menu.home/myprofile')}</Link>
        </p>
      ) : (
        <>
          <p>{t('beekeeper.home.hornetCount', { count: home.Hornets.Count, days: home.Hornets.Days })}</p>
          {home.Hornets.Latest.length > 0 && (
            <ul className="bk-list">
              {home.Hornets.Latest.map((h) => (
                <li key={h.HornetTrackingID}>
                  <Link to={`/activityhornet/${h.HornetTrackingID}`}>
                    {t('beekeeper.home.hornetLine', {
                      date: formatDisplayDate(h.CreatedDate, i18n.language),
                      km: h.DistanceKm,
                      near: h.NearName,
                    })}
                  </Link>
                  {h.PlaceName && ` · ${h.PlaceName}`}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </article>
  );
}

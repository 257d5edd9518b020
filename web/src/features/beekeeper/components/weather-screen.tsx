import type { ApiaryForecast, DailyStep, HourlyStep } from '@beewatch/shared';
import { Alert, Button, Radio, RadioGroupField } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectFilter } from '@/components/ui/select-filter';
import { QueryStatus } from '@/components/ui/query-status';
import { Link } from 'react-router-dom';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { formatDisplayDate, formatDisplayDay } from '@/lib/dates';
import { useWeather } from '../api/get-weather';
import { compass, hourOf, kmh, weatherTitle, withUnit } from './labels';
import './beekeeper.css';

type View = 'hourly' | 'daily';

/**
 * beekeeper/weather (role-screens §5.2): the forecast of each own apiary, hourly for 48 h or daily
 * for 7 days, in the Met Office vocabulary (§0.1), with the inspection hint (guidance). The
 * provider's time of the forecast is shown; during an outage, the last forecast with its time.
 */
export function WeatherScreen() {
  const { t } = useTranslation();
  const [apiaryId, setApiaryId] = useState<string | null>(null);
  const [view, setView] = useState<View>('hourly');
  const all = useWeather(null);
  const one = useWeather(apiaryId);
  const shown = apiaryId ? one : all;
  const apiaries = all.data?.Forecasts ?? [];

  return (
    <section className="bk-page" aria-labelledby="bk-weather-title">
      <div className="page-head">
        <h1 id="bk-weather-title" tabIndex={-1}>
          {t('beekeeper.weather.title')}
        </h1>
        <Button size="small" onClick={() => void shown.refetch()} isLoading={shown.isFetching}>
          {t('beekeeper.refresh')}
        </Button>
      </div>
      <div className="bk-controls">
        <SelectFilter
          label={t('beekeeper.weather.apiary')}
          value={apiaryId ?? ''}
          onChange={(v) => setApiaryId(v || null)}
          anyLabel={t('beekeeper.weather.allApiaries')}
          choices={apiaries.map((a) => ({ value: a.ApiaryID, label: a.Name }))}
        />
        <RadioGroupField
          legend={t('beekeeper.weather.view')}
          name="bk-weather-view"
          direction="row"
          value={view}
          onChange={(e) => setView(e.target.value as View)}
        >
          <Radio value="hourly">{t('beekeeper.weather.hourly')}</Radio>
          <Radio value="daily">{t('beekeeper.weather.daily')}</Radio>
        </RadioGroupField>
      </div>
      <p>{t('beekeeper.weather.guidance')}</p>
      <QueryStatus query={shown} loadingLabel={t('beekeeper.loading')} />
      {shown.data && shown.data.Forecasts.length === 0 && (
        <p>
          {t('beekeeper.weather.noApiaries')}{' '}
          <Link to="/beekeeper/addapiary">{t('beekeeper.home.addApiary')}</Link>
        </p>
      )}
      {shown.data?.Forecasts.map((f) => (
        <ApiaryForecastView key={f.ApiaryID} forecast={f} view={view} />
      ))}
    </section>
  );
}

function ApiaryForecastView({ forecast: f, view }: { forecast: ApiaryForecast; view: View }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const windOf = (speed: number | null, gust: number | null, dir: number | null) =>
    [
      t('beekeeper.weather.kmh', { value: kmh(speed) }),
      gust === null ? '' : t('beekeeper.weather.gusting', { value: kmh(gust) }),
      dir === null ? '' : t('beekeeper.weather.from', { dir: t(`beekeeper.weather.points.${compass(dir)}`) }),
    ]
      .filter(Boolean)
      .join(' ');
  const inspectionCell = (w: HourlyStep['Inspection'] | null) =>
    w ? <span className={`bk-inspection-${w}`}>{t(`beekeeper.weather.inspection.${w}`)}</span> : '–';
  const hourly = useMemo<DataColumn<HourlyStep>[]>(
    () => [
      {
        id: 'time',
        header: t('beekeeper.weather.col.time'),
        cell: (h) => `${formatDisplayDay(h.Time, lng, { weekday: true })} ${hourOf(h.Time, lng)}`,
      },
      {
        id: 'weather',
        header: t('beekeeper.weather.col.weather'),
        cell: (h) => weatherTitle(t, h.WeatherCode),
      },
      {
        id: 'inspection',
        header: t('beekeeper.weather.col.inspection'),
        cell: (h) => inspectionCell(h.Inspection),
      },
      {
        id: 'temp',
        header: t('beekeeper.weather.col.tempFeels'),
        cell: (h) => `${withUnit(h.TemperatureC, ' °C')} (${withUnit(h.FeelsLikeC, ' °C')})`,
      },
      {
        id: 'wind',
        header: t('beekeeper.weather.col.wind'),
        cell: (h) => windOf(h.WindSpeedMs, h.WindGustMs, h.WindDirectionDeg),
      },
      {
        id: 'rain',
        header: t('beekeeper.weather.col.rain'),
        cell: (h) => withUnit(h.PrecipitationProbability, '%'),
      },
      {
        id: 'humidity',
        header: t('beekeeper.weather.col.humidity'),
        cell: (h) => withUnit(h.HumidityPercent, '%'),
      },
      { id: 'uv', header: t('beekeeper.weather.col.uv'), cell: (h) => withUnit(h.UvIndex, '') },
      {
        id: 'visibility',
        header: t('beekeeper.weather.col.visibility'),
        cell: (h) =>
          h.VisibilityM === null
            ? '–'
            : t('beekeeper.weather.km', { value: Math.round(h.VisibilityM / 1000) }),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lng],
  );
  const daily = useMemo<DataColumn<DailyStep>[]>(
    () => [
      {
        id: 'day',
        header: t('beekeeper.weather.col.day'),
        cell: (d) => formatDisplayDay(d.Day, lng, { weekday: true }),
      },
      {
        id: 'weather',
        header: t('beekeeper.weather.col.weather'),
        cell: (d) => weatherTitle(t, d.DayWeatherCode),
      },
      {
        id: 'night',
        header: t('beekeeper.weather.col.night'),
        cell: (d) => weatherTitle(t, d.NightWeatherCode),
      },
      {
        id: 'inspection',
        header: t('beekeeper.weather.col.inspection'),
        cell: (d) => inspectionCell(d.Inspection),
      },
      {
        id: 'maxMin',
        header: t('beekeeper.weather.col.maxMin'),
        cell: (d) => `${withUnit(d.MaxTemperatureC, '')} / ${withUnit(d.MinTemperatureC, ' °C')}`,
      },
      {
        id: 'wind',
        header: t('beekeeper.weather.col.wind'),
        cell: (d) => windOf(d.WindSpeedMs, null, d.WindDirectionDeg),
      },
      {
        id: 'rain',
        header: t('beekeeper.weather.col.rain'),
        cell: (d) => withUnit(d.PrecipitationProbability, '%'),
      },
      {
        id: 'sun',
        header: t('beekeeper.weather.col.sun'),
        cell: (d) => (d.Sunrise && d.Sunset ? `${hourOf(d.Sunrise, lng)} / ${hourOf(d.Sunset, lng)}` : '–'),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, lng],
  );
  const headingId = `bk-forecast-${f.ApiaryID}`;
  return (
    <article className="bk-forecast" aria-labelledby={headingId} data-testid="apiary-forecast">
      <h2 id={headingId}>{f.Name}</h2>
      {f.Source === 'Demo' ? (
        <p className="bk-demo">{t('beekeeper.weather.demo')}</p>
      ) : (
        <p>{t('beekeeper.weather.source')}</p>
      )}
      {f.Stale && f.FetchedAt && (
        <Alert variation="warning" role="status">
          {t('beekeeper.weather.stale', { date: formatDisplayDate(f.FetchedAt, lng) })}
        </Alert>
      )}
      {!f.FetchedAt && (
        <Alert variation="warning" role="status">
          {t('beekeeper.weather.unavailable')}
        </Alert>
      )}
      {f.FetchedAt && !f.Stale && (
        <p>{t('beekeeper.weather.fetched', { date: formatDisplayDate(f.FetchedAt, lng) })}</p>
      )}
      {f.FetchedAt &&
        (view === 'hourly' ? (
          <DataTable
            label={`${f.Name}: ${t('beekeeper.weather.hourly')}`}
            columns={hourly}
            rows={f.Hourly}
            rowId={(h) => h.Time}
            className="bk-forecast-table"
            emptyText={t('beekeeper.weather.unavailable')}
          />
        ) : (
          <DataTable
            label={`${f.Name}: ${t('beekeeper.weather.daily')}`}
            columns={daily}
            rows={f.Daily}
            rowId={(d) => d.Day}
            className="bk-forecast-table"
            emptyText={t('beekeeper.weather.unavailable')}
          />
        ))}
    </article>
  );
}

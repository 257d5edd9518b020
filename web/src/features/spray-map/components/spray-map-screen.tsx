import { TreatmentStatus } from '@beewatch/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SitesMap, type SitesMapData } from '@/components/map/sites-map';
import { Spinner } from '@/components/ui/spinner';
import { formatDisplayDay } from '@/lib/dates';
import { useSprayNotifications } from '../api/spray-notifications';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;

/**
 * beewatchagent/spraymap (SprayLaison): every spray notification between two days on a map and
 * in a table by date — where, when, what and how many were alerted; never the farmer.
 */
export function SprayMapScreen() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState(() => ({
    from: isoDay(Date.now() - 7 * DAY),
    to: isoDay(Date.now() + 30 * DAY),
  }));
  const [draft, setDraft] = useState(range);
  const query = useSprayNotifications(range.from, range.to);
  const rows = useMemo(() => query.data ?? [], [query.data]);
  const lng = i18n.language;
  const data = useMemo<SitesMapData>(
    () => ({
      fit: true,
      zoom: 11,
      points: rows.map((n) => ({
        id: n.SprayNotificationID,
        lat: n.Latitude,
        lng: n.Longitude,
        kind: 'spray' as const,
        lines: [
          `${formatDisplayDay(n.TreatmentDate, lng)} · ${t(`sprayEnum.timeOfDay.${n.TimeOfDay}`)}`,
          `${t(`sprayEnum.pesticideType.${n.PesticideType}`)} · ${n.Product}`,
          t(`sprayEnum.status.${n.Status}`),
        ],
      })),
      arrows: [],
      polygons: [],
    }),
    [rows, t, lng],
  );

  return (
    <section aria-labelledby="spray-map-title">
      <h1 id="spray-map-title">{t('sprayMap.title')}</h1>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          if (draft.from && draft.to && draft.from <= draft.to) setRange(draft);
        }}
      >
        <label>
          {t('sprayMap.from')}{' '}
          <input
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            required
          />
        </label>{' '}
        <label>
          {t('sprayMap.to')}{' '}
          <input
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            required
          />
        </label>{' '}
        <button type="submit" className="btn btn-primary">
          {t('sprayMap.show')}
        </button>
      </form>
      {query.isPending && <Spinner label={t('sprayMap.loading')} />}
      {query.isError && (
        <p className="form-error" role="alert">
          {t('common.requestFailed')}
        </p>
      )}
      {query.data && (
        <>
          <SitesMap data={data} label={t('sprayMap.mapLabel')} height={480} hideList />
          <div className="table-wrap">
            <table className="tracking-table">
              <caption>{t('sprayMap.caption', { count: rows.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('sprayMap.col.date')}</th>
                  <th scope="col">{t('sprayMap.col.time')}</th>
                  <th scope="col">{t('sprayMap.col.type')}</th>
                  <th scope="col">{t('sprayMap.col.product')}</th>
                  <th scope="col">{t('sprayMap.col.status')}</th>
                  <th scope="col">{t('sprayMap.col.alerted')}</th>
                  <th scope="col">{t('sprayMap.col.position')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((n) => (
                  <tr
                    key={n.SprayNotificationID}
                    className={n.Status === TreatmentStatus.Cancel ? 'muted' : undefined}
                  >
                    <td>{formatDisplayDay(n.TreatmentDate, lng)}</td>
                    <td>{t(`sprayEnum.timeOfDay.${n.TimeOfDay}`)}</td>
                    <td>{t(`sprayEnum.pesticideType.${n.PesticideType}`)}</td>
                    <td>{n.Product}</td>
                    <td>{t(`sprayEnum.status.${n.Status}`)}</td>
                    <td>{n.AlertedCount}</td>
                    <td className="nowrap">
                      {n.Latitude.toFixed(4)}, {n.Longitude.toFixed(4)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

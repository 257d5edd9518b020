import { Button } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SitesMap, type SitesMapData } from '@/components/map/sites-map';
import { Spinner } from '@/components/ui/spinner';
import { usePesticideMap } from '../api/get-pesticide-map';
import { useSchedules } from '../api/get-schedules';
import { dayLabel } from './day-label';
import { PageHead } from '@/components/ui/page-head';
import { addDaysToDay, localDay, mondayOf } from '@/lib/dates';

/** pesticide/treatmentweekoncalendar: the caller's schedules of one week, Monday to Sunday. */
export function WeekCalendarScreen() {
  const { t, i18n } = useTranslation();
  const [monday, setMonday] = useState(() => mondayOf(localDay()));
  const sunday = addDaysToDay(monday, 6);
  const week = useSchedules({ from: monday, to: sunday });
  const days = Array.from({ length: 7 }, (_, i) => addDaysToDay(monday, i));
  return (
    <section aria-labelledby="week-title">
      <PageHead id="week-title" title={t('menu.pesticide/treatmentweekoncalendar')}>
        <div className="inline-row">
          <Button onClick={() => setMonday(addDaysToDay(monday, -7))}>{t('treatments.previousWeek')}</Button>
          <Button onClick={() => setMonday(addDaysToDay(monday, 7))}>{t('treatments.nextWeek')}</Button>
        </div>
      </PageHead>
      <p aria-live="polite">
        {t('treatments.weekOf', {
          from: dayLabel(monday, i18n.language),
          to: dayLabel(sunday, i18n.language),
        })}
      </p>
      {week.isPending && <Spinner label={t('treatments.loading')} />}
      <ol className="week-calendar">
        {days.map((d) => {
          const items = (week.data ?? []).filter((s) => s.TreatmentDate === d);
          return (
            <li key={d} className="week-day">
              <h2>{dayLabel(d, i18n.language)}</h2>
              {items.length === 0 ? (
                <p className="muted">{t('treatments.nothing')}</p>
              ) : (
                <ul>
                  {items.map((s) => (
                    <li key={s.TreatmentScheduleID}>
                      <Link
                        to={`/pesticide/edittreatmentschedule?TreatmentScheduleID=${s.TreatmentScheduleID}`}
                      >
                        {t(`sprayEnum.timeOfDay.${s.TimeOfDay}`)} · {s.FieldName} ·{' '}
                        {t(`sprayEnum.pesticideType.${s.PesticideType}`)} · {s.Product} ·{' '}
                        {t(`sprayEnum.status.${s.Status}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** pesticide/index: the pesticide user's fields and spray notifications on a map, and as a list. */
export function PesticideMapScreen() {
  const { t, i18n } = useTranslation();
  const map = usePesticideMap();
  const data = useMemo<SitesMapData | null>(() => {
    if (!map.data) return null;
    return {
      fit: true,
      zoom: 12,
      points: [
        ...map.data.Fields.map((f) => ({
          id: `field-${f.FieldID}`,
          lat: f.Latitude,
          lng: f.Longitude,
          kind: 'field' as const,
          lines: [t('treatments.fieldPoint', { name: f.Name })],
        })),
        ...map.data.Notifications.map((n) => ({
          id: `spray-${n.SprayNotificationID}`,
          lat: n.Latitude,
          lng: n.Longitude,
          kind: 'spray' as const,
          lines: [
            t('sprayText.notification'),
            `${dayLabel(n.TreatmentDate, i18n.language)} · ${t(`sprayEnum.timeOfDay.${n.TimeOfDay}`)}`,
            `${t(`sprayEnum.pesticideType.${n.PesticideType}`)} · ${n.Product} · ${t(`sprayEnum.status.${n.Status}`)}`,
            t('treatments.alertedCount', { count: n.AlertedCount }),
          ],
        })),
      ],
      arrows: [],
      polygons: [],
    };
  }, [map.data, t, i18n.language]);
  return (
    <section aria-labelledby="pesticide-map-title">
      <PageHead
        id="pesticide-map-title"
        title={t('menu.pesticide/index')}
        primaryLink={{
          to: '/pesticide/addtreatmentschedule',
          label: t('menu.pesticide/addtreatmentschedule'),
        }}
      />
      {map.isPending && <Spinner label={t('treatments.loading')} />}
      {data && <SitesMap data={data} label={t('treatments.mapLabel')} height={480} />}
    </section>
  );
}

import { TreatmentStatus, type SprayNotification } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryProgress } from '@/components/ui/query-status';
import { SitesMap, type SitesMapData } from '@/components/map/sites-map';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { FormTextField } from '@/components/ui/form';
import { formatDisplayDay, localDay } from '@/lib/dates';
import { useSprayNotifications } from '../api/get-spray-notifications';
import { formatCoordinates } from '@/components/map/point-place';

/**
 * beewatchagent/spraymap (SprayLaison): every spray notification between two days on a map and
 * in a table by date — where, when, what and how many were alerted; never the farmer.
 */
export function SprayMapScreen() {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState(() => ({
    from: localDay(-7),
    to: localDay(30),
  }));
  const form = useForm({ defaultValues: range });
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

  const columns = useMemo<DataColumn<SprayNotification>[]>(
    () => [
      { id: 'date', header: t('sprayMap.col.date'), cell: (n) => formatDisplayDay(n.TreatmentDate, lng) },
      { id: 'time', header: t('sprayMap.col.time'), cell: (n) => t(`sprayEnum.timeOfDay.${n.TimeOfDay}`) },
      {
        id: 'type',
        header: t('sprayMap.col.type'),
        cell: (n) => t(`sprayEnum.pesticideType.${n.PesticideType}`),
      },
      { id: 'product', header: t('sprayMap.col.product'), cell: (n) => n.Product },
      { id: 'status', header: t('sprayMap.col.status'), cell: (n) => t(`sprayEnum.status.${n.Status}`) },
      { id: 'alerted', header: t('sprayMap.col.alerted'), cell: (n) => n.AlertedCount },
      {
        id: 'position',
        header: t('sprayMap.col.position'),
        className: 'nowrap',
        cell: (n) => formatCoordinates(t, n.Latitude, n.Longitude, 4),
      },
    ],
    [t, lng],
  );

  return (
    <section aria-labelledby="spray-map-title">
      <h1 id="spray-map-title">{t('sprayMap.title')}</h1>
      <form
        className="filters"
        onSubmit={form.handleSubmit((draft) => {
          if (draft.from && draft.to && draft.from <= draft.to) setRange(draft);
        })}
      >
        <FormTextField form={form} name="from" type="date" label={t('sprayMap.from')} isRequired />
        <FormTextField form={form} name="to" type="date" label={t('sprayMap.to')} isRequired />
        <Button type="submit" variation="primary">
          {t('sprayMap.show')}
        </Button>
      </form>
      <QueryProgress query={query} loadingLabel={t('sprayMap.loading')} />
      {query.data && (
        <>
          <SitesMap data={data} label={t('sprayMap.mapLabel')} height={480} hideList />
          <DataTable
            label={t('sprayMap.title')}
            caption={t('sprayMap.caption', { count: rows.length })}
            columns={columns}
            rows={rows}
            rowId={(n) => n.SprayNotificationID}
            rowClassName={(n) => (n.Status === TreatmentStatus.Cancel ? 'muted' : undefined)}
            emptyText={t('sprayMap.empty')}
          />
        </>
      )}
    </section>
  );
}

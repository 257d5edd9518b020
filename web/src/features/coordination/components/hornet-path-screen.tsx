import type { DomainHornet } from '@beewatch/shared';
import { Button, SelectField } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SitesMap, type SitesMapData } from '@/components/map/sites-map';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { QueryStatus } from '@/components/ui/query-status';
import { formatDisplayDate } from '@/lib/dates';
import { useHornetPaths, type HornetFilter } from '../api/get-hornet-paths';
import { DateRangeFields, rangeInOrder } from './date-range-fields';
import './coordination.css';

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * beewatchagent/hornetpath (role-screens §4.7): the hornet flight lines and nest estimates of the
 * Swarm Domain, read-only, for volunteers helping to find nests — date and category filters, each
 * source by first name only, records outside the domain left out.
 */
export function HornetPathScreen() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const [draft, setDraft] = useState({
    From: dayOf(Date.now() - 365 * 86_400_000),
    To: dayOf(Date.now()),
    CategoryID: '',
  });
  const [filter, setFilter] = useState<HornetFilter>({ From: draft.From, To: draft.To });
  const [refused, setRefused] = useState(false);
  const query = useHornetPaths(filter);
  const data = query.data;
  const mapData = useMemo<SitesMapData>(() => {
    if (!data) return { points: [], arrows: [], polygons: [] };
    const lines = new Map(data.Lines.map((l) => [l.HornetTrackingID, l]));
    const label = (h: DomainHornet) => [
      `${formatDisplayDate(h.CreatedDate, lng)} · ${h.CategoryName}`,
      t('coordination.hornet.source', { name: h.SourceFirstName }),
    ];
    return {
      fit: true,
      zoom: 11,
      center:
        data.Hornets.length === 0 && data.Units[0]
          ? { lat: data.Units[0].Latitude, lng: data.Units[0].Longitude }
          : undefined,
      points: [
        ...data.Hornets.filter((h) => !lines.has(h.HornetTrackingID)).map((h) => ({
          id: h.HornetTrackingID,
          lat: h.Latitude,
          lng: h.Longitude,
          kind: 'hornet' as const,
          lines: label(h),
          place: h.District,
        })),
        ...data.Estimates.map((e, i) => ({
          id: `estimate-${i}`,
          lat: e.Latitude,
          lng: e.Longitude,
          kind: 'estimate' as const,
          lines: [t('coordination.hornet.estimate', { count: e.LineCount, metres: e.SemiMajorM })],
        })),
      ],
      arrows: data.Hornets.flatMap((h) => {
        const l = lines.get(h.HornetTrackingID);
        return l
          ? [
              {
                id: h.HornetTrackingID,
                from: [l.Longitude, l.Latitude] as [number, number],
                to: [l.CalculateLongitude, l.CalculateLatitude] as [number, number],
                lines: label(h),
                place: h.District,
              },
            ]
          : [];
      }),
      polygons: [
        ...data.Lines.map((l) => ({ id: `cone-${l.HornetTrackingID}`, kind: 'cone' as const, ring: l.Cone })),
        ...data.Estimates.map((e, i) => ({ id: `ellipse-${i}`, kind: 'ellipse' as const, ring: e.Ellipse })),
      ],
    };
  }, [data, t, lng]);
  const columns: DataColumn<DomainHornet>[] = [
    {
      id: 'date',
      header: t('coordination.hornet.date'),
      cell: (h) => formatDisplayDate(h.CreatedDate, lng),
      className: 'nowrap',
    },
    { id: 'category', header: t('coordination.hornet.category'), cell: (h) => h.CategoryName },
    { id: 'district', header: t('coordination.col.where'), cell: (h) => h.District },
    {
      id: 'bearing',
      header: t('coordination.hornet.bearing'),
      cell: (h) => (h.CompassDegree === null ? '—' : `${h.CompassDegree}°`),
    },
    { id: 'source', header: t('coordination.hornet.sourceCol'), cell: (h) => h.SourceFirstName },
    {
      id: 'open',
      header: t('coordination.hornet.open'),
      cell: (h) => (
        <Link to={`/activityhornet/${h.HornetTrackingID}`}>{t('coordination.hornet.openLink')}</Link>
      ),
    },
  ];
  return (
    <section aria-labelledby="hornet-path-title" className="coordination">
      <h1 id="hornet-path-title">{t('coordination.hornet.title')}</h1>
      <p className="hint">{t('coordination.hornet.intro')}</p>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          setRefused(!rangeInOrder(draft));
          if (rangeInOrder(draft))
            setFilter({
              From: draft.From,
              To: draft.To,
              ...(draft.CategoryID ? { CategoryID: draft.CategoryID } : {}),
            });
        }}
      >
        <DateRangeFields draft={draft} setDraft={setDraft} refused={refused} />
        <SelectField
          label={t('coordination.hornet.category')}
          value={draft.CategoryID}
          onChange={(e) => setDraft({ ...draft, CategoryID: e.target.value })}
        >
          <option value="">{t('coordination.members.all')}</option>
          {(data?.Categories ?? []).map((c) => (
            <option key={c.CategoryID} value={c.CategoryID}>
              {c.CategoryName}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variation="primary">
          {t('coordination.season.apply')}
        </Button>
      </form>
      <QueryStatus query={query} />
      {data && (
        <>
          <p role="status">
            {t('coordination.hornet.counts', {
              sightings: t('coordination.hornet.sightings', { count: data.Hornets.length }),
              estimates: t('coordination.hornet.estimates', { count: data.Estimates.length }),
            })}
          </p>
          <SitesMap data={mapData} label={t('coordination.hornet.mapLabel')} height={460} />
          <DataTable
            label={t('coordination.hornet.tableLabel')}
            columns={columns}
            rows={data.Hornets}
            rowId={(h) => h.HornetTrackingID}
            emptyText={t('coordination.hornet.none')}
          />
        </>
      )}
    </section>
  );
}

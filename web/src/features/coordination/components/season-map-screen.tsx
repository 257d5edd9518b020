import type { SeasonSwarm } from '@beewatch/shared';
import {
  Button,
  CheckboxField,
  Flex,
  RadioGroupField,
  Radio,
  SelectField,
  TextField,
} from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { QueryStatus } from '@/components/ui/query-status';
import { useSeason, type SeasonFilter } from '../api/get-season';
import { CoordinationMap, type CoordinationMapData } from './coordination-map';
import { DateRangeFields, rangeInOrder } from './date-range-fields';
import { STATUSES, STATUS_COLOURS, beeLabel, statusLabel, typeLabel } from './labels';
import { StatusBadge } from './swarm-map-screen';
import { reportedWhereColumns, swarmPoint } from './swarm-columns';
import './coordination.css';
import { localDay } from '@/lib/dates';
import { saveCsv } from '@/lib/csv';

/** 1 March of this season (the user's calendar), as yyyy-mm-dd. */
function seasonFrom(now = new Date()) {
  const year = now.getMonth() >= 2 ? now.getFullYear() : now.getFullYear() - 1;
  return `${year}-03-01`;
}

/**
 * beewatchagent/swarmnotimap (role-screens §4.6): the season's swarm reports of the domain for
 * analysis — points clustered or a heatmap, the count per district, filters (dates, status, type,
 * inside/outside, collector) and a CSV export with district-level places and no reporter's data.
 */
export function SeasonMapScreen() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const [draft, setDraft] = useState({
    From: seasonFrom(),
    To: localDay(),
    statuses: [] as number[],
    type: '',
    bee: '',
    collector: '',
  });
  const [filter, setFilter] = useState<SeasonFilter>({ From: seasonFrom(), To: localDay() });
  const [view, setView] = useState<'points' | 'heatmap'>('points');
  const [refused, setRefused] = useState(false);
  const query = useSeason(filter);
  const data = query.data;

  const apply = () => {
    setRefused(!rangeInOrder(draft));
    if (!rangeInOrder(draft)) return;
    setFilter({
      From: draft.From,
      To: draft.To,
      ...(draft.statuses.length ? { Status: [...draft.statuses].sort().join(',') } : {}),
      ...(draft.type ? { TypeOption: Number(draft.type) } : {}),
      ...(draft.bee ? { BeeOption: Number(draft.bee) } : {}),
      ...(draft.collector.trim() ? { Collector: draft.collector.trim() } : {}),
    });
  };

  const mapData = useMemo<CoordinationMapData>(
    () => ({
      cluster: true,
      heatmap: view === 'heatmap',
      circles: [],
      points: (data?.Swarms ?? []).map((s) => swarmPoint(s, typeLabel(t, s.TypeOption), t, lng)),
    }),
    [data, view, t, lng],
  );

  const exportCsv = () => {
    saveCsv(
      (data?.Swarms ?? []).map((s) => ({
        Date: s.CreatedAt,
        District: s.District,
        Place: s.PlaceName,
        Type: typeLabel(t, s.TypeOption),
        Location: beeLabel(t, s.BeeOption),
        Status: statusLabel(t, s.Status),
        Collector: s.AdoptedBy ?? '',
      })),
      `swarm-season-${filter.From}-${filter.To}.csv`,
    );
  };

  const columns: DataColumn<SeasonSwarm>[] = [
    ...reportedWhereColumns<SeasonSwarm>(t, lng),
    { id: 'type', header: t('coordination.col.type'), cell: (s) => typeLabel(t, s.TypeOption) },
    { id: 'bee', header: t('coordination.season.location'), cell: (s) => beeLabel(t, s.BeeOption) },
    { id: 'status', header: t('coordination.col.status'), cell: (s) => <StatusBadge status={s.Status} /> },
    { id: 'collector', header: t('coordination.season.collector'), cell: (s) => s.AdoptedBy ?? '—' },
  ];

  return (
    <section aria-labelledby="season-title" className="coordination">
      <h1 id="season-title">{t('coordination.season.title')}</h1>
      <p className="hint">{t('coordination.season.intro')}</p>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <DateRangeFields draft={draft} setDraft={setDraft} refused={refused} />
        <SelectField
          label={t('coordination.col.type')}
          value={draft.type}
          onChange={(e) => setDraft({ ...draft, type: e.target.value })}
        >
          <option value="">{t('coordination.members.all')}</option>
          {[1, 2, 3].map((v) => (
            <option key={v} value={v}>
              {typeLabel(t, v)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('coordination.season.location')}
          value={draft.bee}
          onChange={(e) => setDraft({ ...draft, bee: e.target.value })}
        >
          <option value="">{t('coordination.members.all')}</option>
          {[1, 2].map((v) => (
            <option key={v} value={v}>
              {beeLabel(t, v)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('coordination.season.collector')}
          value={draft.collector}
          maxLength={128}
          onChange={(e) => setDraft({ ...draft, collector: e.target.value })}
        />
        <fieldset className="status-filter">
          <legend>{t('coordination.col.status')}</legend>
          {STATUSES.map((s) => (
            <CheckboxField
              key={s}
              name="status"
              value={String(s)}
              label={statusLabel(t, s)}
              checked={draft.statuses.includes(s)}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  statuses: e.target.checked ? [...draft.statuses, s] : draft.statuses.filter((x) => x !== s),
                })
              }
            />
          ))}
        </fieldset>
        <Button type="submit" variation="primary">
          {t('coordination.season.apply')}
        </Button>
      </form>
      <Flex gap="1rem" wrap="wrap" alignItems="center">
        <RadioGroupField
          legend={t('coordination.season.view')}
          name="view"
          direction="row"
          value={view}
          onChange={(e) => setView(e.target.value as 'points' | 'heatmap')}
        >
          <Radio value="points">{t('coordination.season.points')}</Radio>
          <Radio value="heatmap">{t('coordination.season.heatmap')}</Radio>
        </RadioGroupField>
        <Button onClick={exportCsv} isDisabled={!data?.Swarms.length}>
          {t('coordination.season.export')}
        </Button>
      </Flex>
      <QueryStatus query={query} />
      {data && (
        <>
          <p role="status">{t('coordination.season.count', { count: data.Swarms.length })}</p>
          <CoordinationMap
            data={mapData}
            label={t('coordination.season.mapLabel')}
            legend={
              view === 'heatmap'
                ? []
                : STATUSES.map((s) => ({ colour: STATUS_COLOURS[s]!, label: statusLabel(t, s) }))
            }
          />
          <h2>{t('coordination.season.perDistrict')}</h2>
          <DataTable
            label={t('coordination.season.perDistrict')}
            columns={[
              {
                id: 'district',
                header: t('coordination.coverage.unit'),
                cell: (d) => `${d.District} ${d.PlaceName}`,
              },
              { id: 'count', header: t('coordination.season.reports'), cell: (d) => d.Count },
            ]}
            rows={data.Districts}
            rowId={(d) => d.District}
            emptyText={t('coordination.season.none')}
          />
          <h2>{t('coordination.season.reportsTitle')}</h2>
          <DataTable
            label={t('coordination.season.reportsTitle')}
            columns={columns}
            rows={data.Swarms}
            rowId={(s) => s.SwarmID}
            emptyText={t('coordination.season.none')}
          />
        </>
      )}
    </section>
  );
}

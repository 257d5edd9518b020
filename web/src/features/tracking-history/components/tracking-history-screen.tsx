import './tracking-history.css';
import type { TrackingHistoryRow, TrackingHistoryScope } from '@beewatch/shared';
import { Alert, Button, Flex, Heading, ToggleButton, ToggleButtonGroup } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, infiniteRows, type DataColumn, type DataSort } from '@/components/ui/data-table';
import { formatDisplayDate } from '@/lib/dates';
import { useExportMyTrackingHistory } from '../api/export-my-tracking-history';
import { useMyTrackingHistory, type HistoryFilters } from '../api/fetch-my-tracking-history';
import { EvidenceDialog, type EvidenceKind } from './evidence-dialog';
import { HistoryFilters as FiltersForm, type HistoryFilterValues } from './history-filters';
import { ListError } from '@/components/ui/list-error';
import { LocationDialog } from '@/components/map/location-dialog';
import { serverErrorText } from '@/lib/server-error';

const EMPTY: HistoryFilterValues = { categoryId: '', fromDate: '', toDate: '', search: '' };

/** Start and end of the chosen local days as ISO instants. */
const startOfDay = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : null);
const endOfDay = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : null);

/**
 * beewatchagent/trackinghistory (role-screens §9.1; 'environment history' for the pesticide
 * user): the signed-in user's own tracking records from the mobile app — evidence, location,
 * date, notes, category and status, 15 a page with infinite scroll, filters, Location/Date sort,
 * evidence popups and the export of their records. `canSeeDomain`: the swarm coordinator's
 * 'Mine / My domain' switch (others' records in the domain, the source reduced to a first name).
 */
export function TrackingHistoryScreen({ canSeeDomain, title }: { canSeeDomain: boolean; title: string }) {
  const { t, i18n } = useTranslation();
  const [scope, setScope] = useState<TrackingHistoryScope>('Mine');
  const [values, setValues] = useState<HistoryFilterValues>(EMPTY);
  const [sort, setSort] = useState<DataSort>({ column: 'Date', order: 'desc' });
  const [evidence, setEvidence] = useState<{ row: TrackingHistoryRow; kind: EvidenceKind } | null>(null);
  const [locating, setLocating] = useState<TrackingHistoryRow | null>(null);
  const exporter = useExportMyTrackingHistory();
  const filters: HistoryFilters = {
    Scope: scope,
    CategoryID: values.categoryId || null,
    FromDate: startOfDay(values.fromDate),
    ToDate: endOfDay(values.toDate),
    Search: values.search.trim() || null,
    orderColumn: sort.column as 'Location' | 'Date',
    order: sort.order,
  };
  const list = useMyTrackingHistory(filters);
  const table = infiniteRows(list, t('trackingHistory.loadMore'));
  const total = list.data?.pages[0]?.total;

  const onSort = (column: string) =>
    setSort((s) => ({ column, order: s.column === column && s.order === 'desc' ? 'asc' : 'desc' }));

  const evidenceButton = (row: TrackingHistoryRow, kind: EvidenceKind) => (
    <Button size="small" variation="link" onClick={() => setEvidence({ row, kind })}>
      {t(`trackingHistory.evidence.${kind}`)}
    </Button>
  );

  const columns: DataColumn<TrackingHistoryRow>[] = [
    {
      id: 'Evidence',
      header: t('trackingHistory.columns.evidence'),
      cell: (r) => {
        // Every row is the caller's own or in the coordinator's domain: its evidence opens.
        return (
          <Flex direction="column" gap="0.125rem" alignItems="flex-start">
            {r.IsImageExist && evidenceButton(r, 'image')}
            {r.VideoExtension && evidenceButton(r, 'video')}
            {r.AudioExtension && evidenceButton(r, 'audio')}
            {r.CompassDegree !== null && (
              <span>{t('trackingHistory.compass', { degrees: Math.round(r.CompassDegree) })}</span>
            )}
            {!r.IsImageExist && !r.VideoExtension && !r.AudioExtension && r.CompassDegree === null && '–'}
          </Flex>
        );
      },
    },
    {
      id: 'Location',
      header: t('trackingHistory.columns.location'),
      sortable: true,
      cell: (r) =>
        r.LocationAddress ? (
          <button
            type="button"
            className="link-button"
            title={t('trackingHistory.onMap')}
            onClick={() => setLocating(r)}
          >
            {r.LocationAddress}
          </button>
        ) : (
          '–'
        ),
    },
    {
      id: 'Date',
      header: t('trackingHistory.columns.date'),
      sortable: true,
      cell: (r) => formatDisplayDate(r.CreatedDate, i18n.language),
    },
    { id: 'Notes', header: t('trackingHistory.columns.notes'), cell: (r) => r.Description || '–' },
    { id: 'Category', header: t('trackingHistory.columns.category'), cell: (r) => r.CategoryName },
    ...(scope === 'Domain'
      ? [
          {
            id: 'Source',
            header: t('trackingHistory.columns.source'),
            cell: (r: TrackingHistoryRow) => r.Source ?? '–',
          },
        ]
      : []),
    {
      id: 'Status',
      header: t('trackingHistory.columns.status'),
      cell: (r) =>
        r.Status === 'Escalated'
          ? t('trackingHistory.status.escalated', { count: r.EscalatedCount })
          : t('trackingHistory.status.uploaded'),
    },
  ];

  return (
    <section aria-labelledby="tracking-history-title" className="tracking-history">
      <Heading level={1} id="tracking-history-title" tabIndex={-1}>
        {title}
      </Heading>
      {canSeeDomain && (
        <ToggleButtonGroup
          value={scope}
          isExclusive
          isSelectionRequired
          onChange={(v) => setScope(v as TrackingHistoryScope)}
          aria-label={t('trackingHistory.scopeLabel')}
          size="small"
        >
          <ToggleButton value="Mine">{t('trackingHistory.scope.mine')}</ToggleButton>
          <ToggleButton value="Domain">{t('trackingHistory.scope.domain')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      <FiltersForm initial={values} onSearch={setValues} />
      <Flex wrap="wrap" gap="0.5rem" alignItems="center" className="history-actions">
        <Button
          size="small"
          onClick={() => exporter.mutate(filters)}
          isDisabled={!total || exporter.isPending}
        >
          {scope === 'Mine' ? t('trackingHistory.exportMine') : t('trackingHistory.exportDomain')}
        </Button>
        {exporter.isSuccess && (
          <span role="status">{t('trackingHistory.exported', { count: exporter.data })}</span>
        )}
      </Flex>
      {exporter.isError && (
        <Alert variation="error" role="alert">
          {serverErrorText(exporter.error)}
        </Alert>
      )}
      <ListError query={list} />
      <DataTable
        label={t('trackingHistory.tableLabel')}
        caption={total !== undefined ? t('trackingHistory.count', { count: total }) : undefined}
        columns={columns}
        {...table}
        rowId={(r) => r.HornetTrackingID}
        sort={sort}
        onSort={onSort}
        sortTitle={(h) => t('trackingHistory.sortBy', { column: h })}
        failed={list.isError}
        emptyText={scope === 'Mine' ? t('trackingHistory.emptyMine') : t('trackingHistory.emptyDomain')}
      />
      {evidence && (
        <EvidenceDialog row={evidence.row} kind={evidence.kind} onClose={() => setEvidence(null)} />
      )}
      {locating && <LocationDialog record={locating} onClose={() => setLocating(null)} />}
    </section>
  );
}

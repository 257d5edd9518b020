import type { TrackingOrderColumn, TrackingRecord } from '@beewatch/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { IconButton } from '@/components/ui/icon-button';
import { DeleteIcon, EditIcon, EscalationsIcon } from '@/components/ui/icons';
import { formatDisplayDate } from '@/lib/dates';
import type { TrackingSort } from '../lib/tracking-query';
import { EvidenceCell, type EvidenceKind } from './evidence-cell';

export type RowAction = EvidenceKind | 'location' | 'edit' | 'escalations' | 'delete';

export interface TrackingTableProps {
  records: TrackingRecord[];
  sort: TrackingSort;
  onSort: (column: TrackingOrderColumn) => void;
  selectedIds: ReadonlySet<string>;
  onToggle: (record: TrackingRecord, selected: boolean) => void;
  onToggleAll: (selected: boolean) => void;
  onAction: (action: RowAction, record: TrackingRecord) => void;
  loading: boolean;
  /** The list could not be loaded: no empty-state text under the screen's error. */
  failed?: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}

/**
 * The reporting table (spec §2.7 columns) on the shared DataTable: sortable Location, Source and
 * Date, selection, infinite scroll, and virtualized rows once the list is long.
 */
export function TrackingTable(props: TrackingTableProps) {
  const { records, sort, onSort, selectedIds, onToggle, onToggleAll, onAction } = props;
  const { loading, hasNextPage, isFetchingNextPage, onLoadMore } = props;
  const { t, i18n } = useTranslation();
  const lng = i18n.language;

  const columns = useMemo<DataColumn<TrackingRecord>[]>(
    () => [
      {
        id: 'evidence',
        header: t('tracking.table.evidence'),
        cell: (r) => <EvidenceCell record={r} onOpen={(kind) => onAction(kind, r)} />,
      },
      {
        id: 'Location',
        header: t('tracking.table.location'),
        sortable: true,
        cell: (r) =>
          r.LocationAddress ? (
            <a
              href={`#location-${r.HornetTrackingID}`}
              onClick={(e) => {
                e.preventDefault();
                onAction('location', r);
              }}
            >
              {r.LocationAddress}
            </a>
          ) : (
            '-'
          ),
      },
      { id: 'Source', header: t('tracking.table.source'), sortable: true, cell: (r) => r.CreatedByUserName },
      {
        id: 'Date',
        header: t('tracking.table.date'),
        sortable: true,
        className: 'nowrap',
        cell: (r) => <time dateTime={r.CreatedDate}>{formatDisplayDate(r.CreatedDate, lng)}</time>,
      },
      {
        id: 'notes',
        header: t('tracking.table.notes'),
        cell: (r) => (
          <div className="notes">
            <span>{r.Description}</span>
            <IconButton label={t('tracking.actions.edit')} onClick={() => onAction('edit', r)}>
              <EditIcon />
            </IconButton>
          </div>
        ),
      },
      { id: 'category', header: t('tracking.table.category'), cell: (r) => r.CategoryName },
      {
        id: 'escalations',
        header: t('tracking.table.escalations'),
        headerHidden: true,
        cell: (r) => (
          <IconButton label={t('tracking.actions.escalations')} onClick={() => onAction('escalations', r)}>
            <EscalationsIcon />
          </IconButton>
        ),
      },
      {
        id: 'delete',
        header: t('tracking.table.delete'),
        headerHidden: true,
        cell: (r) => (
          <IconButton danger label={t('tracking.actions.delete')} onClick={() => onAction('delete', r)}>
            <DeleteIcon />
          </IconButton>
        ),
      },
    ],
    [t, lng, onAction],
  );

  return (
    <DataTable
      label={t('tracking.table.label')}
      className="tracking-table"
      columns={columns}
      rows={records}
      rowId={(r) => r.HornetTrackingID}
      sort={{ column: sort.column, order: sort.order }}
      onSort={(column) => onSort(column as TrackingOrderColumn)}
      sortTitle={(column) => t('tracking.table.sortBy', { column })}
      selection={{
        selected: selectedIds,
        onToggle,
        onToggleAll,
        selectLabel: t('tracking.actions.select'),
        selectAllLabel: t('tracking.actions.selectAll'),
      }}
      loading={loading}
      failed={props.failed}
      emptyText={t('tracking.table.empty')}
      paging={{ hasNextPage, isFetchingNextPage, onLoadMore, loadMoreLabel: t('tracking.table.loadMore') }}
      estimateRowHeight={64}
    />
  );
}

import { EXPORT_MAX_ROWS, Msg, type TrackingOrderColumn, type TrackingRecord } from '@beewatch/shared';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { loadNextPage } from '@/components/ui/data-table';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useDeleteTrackingRecord } from '../api/delete-tracking-record';
import { useTrackingList } from '../api/get-tracking-history';
import { exportSelection } from '../lib/export-csv';
import {
  DEFAULT_SORT,
  EMPTY_FILTERS,
  matchingCount,
  nextSort,
  type SelectionScope,
  type TrackingFilters as Filters,
} from '../lib/tracking-query';
import { useSelection } from '../lib/use-selection';
import { EditDescriptionDialog } from './edit-description-dialog';
import { EscalationsDialog } from './escalations-dialog';
import { ImageDialog } from './image-dialog';
import { MediaDialog } from './media-dialog';
import { SelectionActions } from './selection-actions';
import { MatchingMapDialog, SelectionMapDialog } from './selection-map-dialog';
import { SelectionNotice } from './selection-notice';
import { TrackingFilters } from './tracking-filters';
import { TrackingTable } from './tracking-table';
import type { RowAction } from './tracking-table';
import { LocationDialog } from '@/components/map/location-dialog';
import { failureMessage } from '@/lib/server-error';
import { ListError } from '@/components/ui/list-error';

type Dialog = { action: RowAction; record: TrackingRecord } | { action: 'mapSelected' } | null;

/** The controller's tracking-history reporting screen (spec §2.7, §4, §5, §7.1, §8, §9). */
export function ReportingScreen() {
  const { t } = useTranslation();
  const deleteRecord = useDeleteTrackingRecord();
  const { showAlert } = useAlerts();
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const [generation, setGeneration] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const selection = useSelection();
  const list = useTrackingList(filters, sort, generation);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = list;
  const selectedRecords = useMemo(() => [...selection.selected.values()], [selection.selected]);
  const loadedIds = useMemo(() => new Set(list.records.map((r) => r.HornetTrackingID)), [list.records]);
  // 'Select all N matching': every loaded row shows checked, also those loaded afterwards.
  const checkedIds = selection.matching ? loadedIds : selection.ids;
  const allLoadedChecked =
    list.records.length > 0 && list.records.every((r) => checkedIds.has(r.HornetTrackingID));
  const showNotice = selection.matching || (allLoadedChecked && list.total > list.records.length);
  const matchingScope = { kind: 'matching', filters, count: matchingCount(list.total) } as const;
  const selectedCount = selection.matching ? matchingScope.count : selection.ids.size;

  const reload = () => setGeneration((g) => g + 1);
  const onSearch = (next: Filters) => {
    selection.clear();
    setFilters(next);
    reload();
  };
  const onSort = (column: TrackingOrderColumn) => setSort((s) => nextSort(s, column));
  const onLoadMore = useCallback(
    () => loadNextPage({ hasNextPage, fetchNextPage }),
    [fetchNextPage, hasNextPage],
  );
  // Unchecking a row of 'all matching' goes back to the checked rows, less that one.
  const { matching, leaveMatching, toggle, setMany, clear } = selection;
  const { records } = list;
  const onToggle = useCallback(
    (record: TrackingRecord, on: boolean) =>
      matching && !on ? leaveMatching(records, record) : toggle(record, on),
    [matching, leaveMatching, toggle, records],
  );
  const onToggleAll = (on: boolean) => (on || !matching ? setMany(records, on) : clear());
  const onAction = useCallback(
    (action: RowAction, record: TrackingRecord) => setDialog({ action, record }),
    [],
  );
  const close = () => setDialog(null);

  const onDelete = async (record: TrackingRecord) => {
    setBusy(true);
    try {
      await deleteRecord.mutateAsync(record.HornetTrackingID);
      close();
      selection.setMany([record], false);
      showAlert('success', Msg.dataDeleted, { autoClose: true });
      reload();
    } catch (err) {
      close();
      showAlert('error', failureMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const onSaved = () => {
    close();
    showAlert('success', Msg.dataSaved, { autoClose: true });
  };

  const onExport = async () => {
    const ids = [...selection.ids];
    const scope: SelectionScope = selection.matching ? matchingScope : { kind: 'ids', ids };
    if (!selection.matching && ids.length > EXPORT_MAX_ROWS)
      showAlert('warning', t('tracking.selection.exportCapped', { max: EXPORT_MAX_ROWS }));
    setBusy(true);
    try {
      await exportSelection(scope, sort);
    } catch (err) {
      showAlert('error', failureMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="reporting" aria-labelledby="reporting-title">
      <h1 id="reporting-title">{t('tracking.title')}</h1>
      <TrackingFilters initial={filters} onSearch={onSearch} />
      <div className="list-meta">
        <p className="total" aria-live="polite">
          {list.data ? t('tracking.total', { total: list.total }) : ''}
        </p>
        {selectedCount > 0 && (
          <SelectionActions
            count={selectedCount}
            onExport={() => void onExport()}
            onMap={() => setDialog({ action: 'mapSelected' })}
            onClear={showNotice ? undefined : selection.clear}
          />
        )}
      </div>
      {showNotice && (
        <SelectionNotice
          loaded={list.records.length}
          total={list.total}
          matching={selection.matching}
          onSelectMatching={() => selection.selectMatching(list.records)}
          onClear={selection.clear}
        />
      )}
      <ListError query={list} retry />
      <div className="reporting-list">
        <TrackingTable
          failed={list.isError}
          records={list.records}
          sort={sort}
          onSort={onSort}
          selectedIds={checkedIds}
          onToggle={onToggle}
          onToggleAll={onToggleAll}
          onAction={onAction}
          loading={list.isPending}
          hasNextPage={hasNextPage}
          isFetchingNextPage={isFetchingNextPage}
          onLoadMore={onLoadMore}
        />
      </div>
      <p className="attribution">{t('tracking.attribution')}</p>

      {dialog?.action === 'image' && <ImageDialog record={dialog.record} onClose={close} />}
      {(dialog?.action === 'video' || dialog?.action === 'audio') && (
        <MediaDialog record={dialog.record} type={dialog.action} onClose={close} />
      )}
      {dialog?.action === 'location' && <LocationDialog record={dialog.record} onClose={close} />}
      {dialog?.action === 'edit' && (
        <EditDescriptionDialog record={dialog.record} onClose={close} onSaved={onSaved} />
      )}
      {dialog?.action === 'escalations' && <EscalationsDialog record={dialog.record} onClose={close} />}
      {dialog?.action === 'delete' && (
        <ConfirmDialog
          open
          title={t('tracking.delete.title')}
          message={t('tracking.delete.message')}
          busy={busy}
          onConfirm={() => void onDelete(dialog.record)}
          onCancel={close}
        />
      )}
      {dialog?.action === 'mapSelected' &&
        (selection.matching ? (
          <MatchingMapDialog scope={matchingScope} sort={sort} onClose={close} />
        ) : (
          <SelectionMapDialog records={selectedRecords} onClose={close} />
        ))}
      {busy && <LoadingOverlay />}
    </section>
  );
}

import type { TrackingOrderColumn, TrackingRecord } from '@beewatch/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import type { TrackingSort } from '../lib/tracking-query';
import { SortHeader } from './sort-header';
import { TrackingRow, type RowAction } from './tracking-row';

export interface TrackingTableProps {
  records: TrackingRecord[];
  sort: TrackingSort;
  onSort: (column: TrackingOrderColumn) => void;
  selectedIds: ReadonlySet<string>;
  onToggle: (record: TrackingRecord, selected: boolean) => void;
  onToggleAll: (selected: boolean) => void;
  onAction: (action: RowAction, record: TrackingRecord) => void;
  loading: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}

/** How far below the viewport the next page is requested, so rows arrive before the user gets there. */

/**
 * The reporting table with infinite scroll: a sentinel under the table asks for the next page
 * when it comes near the viewport. The observer is recreated after every page, so a screen that
 * is still not full keeps loading.
 */
export function TrackingTable(props: TrackingTableProps) {
  const { records, sort, onSort, selectedIds, onToggle, onToggleAll, onAction } = props;
  const { loading, hasNextPage, isFetchingNextPage, onLoadMore } = props;
  const { t } = useTranslation();
  const allRef = useRef<HTMLInputElement>(null);

  const selectedLoaded = records.filter((r) => selectedIds.has(r.HornetTrackingID)).length;
  const allChecked = records.length > 0 && selectedLoaded === records.length;

  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = selectedLoaded > 0 && !allChecked;
  }, [selectedLoaded, allChecked]);

  return (
    <>
      <div className="table-wrap">
        <table
          className="tracking-table"
          aria-label={t('tracking.table.label')}
          aria-busy={loading || isFetchingNextPage}
        >
          <thead>
            <tr>
              <th scope="col">{t('tracking.table.evidence')}</th>
              <SortHeader
                column="Location"
                label={t('tracking.table.location')}
                sort={sort}
                onSort={onSort}
              />
              <SortHeader column="Source" label={t('tracking.table.source')} sort={sort} onSort={onSort} />
              <SortHeader column="Date" label={t('tracking.table.date')} sort={sort} onSort={onSort} />
              <th scope="col">{t('tracking.table.notes')}</th>
              <th scope="col">{t('tracking.table.category')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('tracking.table.escalations')}</span>
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('tracking.table.delete')}</span>
              </th>
              <th scope="col">
                <input
                  ref={allRef}
                  type="checkbox"
                  aria-label={t('tracking.actions.selectAll')}
                  checked={allChecked}
                  disabled={records.length === 0}
                  onChange={(e) => onToggleAll(e.target.checked)}
                />
              </th>
            </tr>
          </thead>
          <tbody>
            {records.map((r) => (
              <TrackingRow
                key={r.HornetTrackingID}
                record={r}
                selected={selectedIds.has(r.HornetTrackingID)}
                onToggle={onToggle}
                onAction={onAction}
              />
            ))}
            {!loading && records.length === 0 && (
              <tr>
                <td colSpan={9} className="empty">
                  {t('tracking.table.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <LoadMoreFooter
        loading={loading}
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        onLoadMore={onLoadMore}
        rowCount={records.length}
        loadMoreLabel={t('tracking.table.loadMore')}
      />
    </>
  );
}

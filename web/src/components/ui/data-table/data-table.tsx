import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { LoadMoreFooter } from '../load-more-footer';
import { DataRow } from './data-row';
import { SortHeaderCell } from './sort-header-cell';
import type { DataColumn, DataPaging, DataRowAttributes, DataSelection, DataSort } from './types';

/** From this many rows on, only the rows near the viewport are in the DOM. */
const VIRTUALIZE_FROM = 100;

/** A virtualized list asks for the next page once a row this close to its end is rendered. */
const LOAD_AHEAD_ROWS = 5;

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: DataColumn<T>[];
  rows: T[];
  rowId: (row: T) => string;
  sort?: DataSort;
  onSort?: (column: string) => void;
  /** Tooltip of a sort button, from the column's header. */
  sortTitle?: (header: string) => string;
  selection?: DataSelection<T>;
  /** True while the first page loads: the empty state waits, the footer shows the spinner. */
  loading?: boolean;
  /** True when the rows could not be loaded (the screen says so above): no empty-state text. */
  failed?: boolean;
  emptyText: ReactNode;
  paging?: DataPaging;
  /** A first guess of a row's height in px (rows are measured once shown). */
  estimateRowHeight?: number;
  className?: string;
  /** A class for a row from its data (e.g. 'unread'). */
  rowClassName?: (row: T) => string | undefined;
  /** Data attributes of a row from its data; keep the function stable (rows are memoized). */
  rowAttributes?: (row: T) => DataRowAttributes;
  /** A visible caption over the table (e.g. how many rows); the accessible name stays `label`. */
  caption?: ReactNode;
}

/**
 * The portal's table: sortable headers (the whole header cell sorts, aria-sort follows), row
 * selection with a select-all box, an empty state and an infinite-scroll footer. Long lists are
 * virtualized against the window scroll (@tanstack/react-virtual): the rows outside the viewport
 * are replaced by two spacer rows, so 600 records stay a few hundred DOM nodes. On a phone the
 * rows show as cards, each cell with its column's label (styles.css, `.data-table`).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    label,
    columns,
    rows,
    rowId,
    sort,
    onSort,
    sortTitle,
    selection,
    loading = false,
    failed = false,
  } = props;
  const {
    emptyText,
    paging,
    estimateRowHeight = 56,
    className,
    rowClassName,
    rowAttributes,
    caption,
  } = props;
  const allRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const virtual = rows.length >= VIRTUALIZE_FROM;

  const selected = selection?.selected;
  const selectedCount = selected ? rows.reduce((n, r) => n + (selected.has(rowId(r)) ? 1 : 0), 0) : 0;
  const allChecked = rows.length > 0 && selectedCount === rows.length;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = selectedCount > 0 && !allChecked;
  }, [selectedCount, allChecked]);

  // Where the rows start on the page; re-read when rows or the selection (its action bar) change.
  const rowCount = rows.length;
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!virtual || !body) return;
    const top = Math.round(body.getBoundingClientRect().top + window.scrollY);
    if (top !== scrollMargin) setScrollMargin(top);
  }, [virtual, scrollMargin, rowCount, selectedCount]);

  // Virtualized rows keep the column widths of the first rows shown (as fractions of the table):
  // with automatic layout each scroll would re-flow the columns to the rows in view, change the
  // rows' heights and move the page under the reader. Headers (language) changing measures again.
  const headRef = useRef<HTMLTableRowElement>(null);
  const headerKey = columns.map((c) => c.header).join('\u0000');
  const [columnWidths, setColumnWidths] = useState<{ key: string; widths: string[] } | null>(null);
  const frozen = virtual && columnWidths?.key === headerKey ? columnWidths.widths : null;
  useLayoutEffect(() => {
    const head = headRef.current;
    const table = head?.closest('table');
    if (!virtual || frozen || !head || !table) return;
    const total = table.getBoundingClientRect().width;
    if (total > 0)
      setColumnWidths({
        key: headerKey,
        widths: [...head.cells].map(
          (c) => `${((c.getBoundingClientRect().width / total) * 100).toFixed(3)}%`,
        ),
      });
  }, [virtual, frozen, headerKey]);

  const virtualizer = useWindowVirtualizer({
    count: virtual ? rows.length : 0,
    estimateSize: () => estimateRowHeight,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => rowId(rows[index]!),
  });

  // A virtualized list also asks for the next page when its last rows are rendered: after a jump
  // to the bottom (End key) the rows measured taller than estimated can push the footer's
  // sentinel out of reach, and the next page would never load (TanStack Virtual's infinite list).
  const lastRendered = virtual ? (virtualizer.getVirtualItems().at(-1)?.index ?? -1) : -1;
  const canLoadMore = Boolean(paging?.hasNextPage) && !paging?.isFetchingNextPage && !loading;
  const onLoadMore = paging?.onLoadMore;
  useEffect(() => {
    if (canLoadMore && lastRendered >= 0 && lastRendered >= rowCount - 1 - LOAD_AHEAD_ROWS) onLoadMore?.();
  }, [canLoadMore, lastRendered, rowCount, onLoadMore]);

  const onToggle = selection?.onToggle;
  const selectLabel = selection?.selectLabel ?? '';
  const rowSelection = useMemo(
    () => (onToggle ? { onToggle, selectLabel } : undefined),
    [onToggle, selectLabel],
  );
  const span = columns.length + (selection ? 1 : 0);

  const renderRow = (row: T, index: number, measure?: boolean) => {
    const id = rowId(row);
    return (
      <DataRow
        key={id}
        row={row}
        id={id}
        index={index}
        columns={columns}
        className={rowClassName?.(row)}
        attributes={rowAttributes}
        selected={selected?.has(id) ?? false}
        selection={rowSelection}
        measureRef={measure ? virtualizer.measureElement : undefined}
      />
    );
  };

  let body: ReactNode;
  if (!virtual) body = rows.map((r, i) => renderRow(r, i));
  else {
    const items = virtualizer.getVirtualItems();
    const before = items.length ? items[0]!.start - scrollMargin : 0;
    const after = items.length
      ? virtualizer.getTotalSize() - (items[items.length - 1]!.end - scrollMargin)
      : 0;
    body = (
      <>
        {before > 0 && (
          <tr aria-hidden="true" className="spacer">
            <td colSpan={span} style={{ height: before }} />
          </tr>
        )}
        {items.map((item) => renderRow(rows[item.index]!, item.index, true))}
        {after > 0 && (
          <tr aria-hidden="true" className="spacer">
            <td colSpan={span} style={{ height: after }} />
          </tr>
        )}
      </>
    );
  }

  return (
    <>
      <div className="table-wrap">
        <table
          className={['data-table', className, frozen && 'fixed-columns'].filter(Boolean).join(' ')}
          aria-label={label}
          aria-busy={loading || paging?.isFetchingNextPage}
          aria-rowcount={virtual ? rows.length + 1 : undefined}
        >
          {caption && <caption>{caption}</caption>}
          {frozen && (
            <colgroup>
              {frozen.map((width, i) => (
                <col key={i} style={{ width }} />
              ))}
            </colgroup>
          )}
          <thead>
            <tr ref={headRef} aria-rowindex={virtual ? 1 : undefined}>
              {columns.map((c) =>
                c.sortable && onSort ? (
                  <SortHeaderCell
                    key={c.id}
                    id={c.id}
                    label={c.header}
                    sort={sort}
                    onSort={onSort}
                    title={sortTitle?.(c.header)}
                  />
                ) : (
                  <th key={c.id} scope="col" className={c.headerHidden ? 'header-hidden' : undefined}>
                    {c.headerHidden ? <span className="visually-hidden">{c.header}</span> : c.header}
                  </th>
                ),
              )}
              {selection && (
                <th scope="col" className="select-cell">
                  <input
                    ref={allRef}
                    type="checkbox"
                    aria-label={selection.selectAllLabel}
                    checked={allChecked}
                    disabled={rows.length === 0}
                    onChange={(e) => selection.onToggleAll(e.target.checked)}
                  />
                </th>
              )}
            </tr>
          </thead>
          <tbody ref={bodyRef}>
            {body}
            {!loading && !failed && rows.length === 0 && (
              <tr>
                <td colSpan={span} className="empty">
                  {emptyText}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {paging && (
        <LoadMoreFooter
          loading={loading}
          hasNextPage={paging.hasNextPage}
          isFetchingNextPage={paging.isFetchingNextPage}
          onLoadMore={paging.onLoadMore}
          rowCount={rows.length}
          loadMoreLabel={paging.loadMoreLabel}
        />
      )}
    </>
  );
}

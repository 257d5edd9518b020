import type { ReactNode } from 'react';

/** One column of a DataTable: its header, how a row shows in it, and whether it sorts. */
export interface DataColumn<T> {
  id: string;
  /** Header text; also the label of the cell on a phone, where rows show as cards. */
  header: string;
  /** Keeps the header for screen readers only (icon-button columns). */
  headerHidden?: boolean;
  cell: (row: T) => ReactNode;
  /** The whole header cell is then a button that sorts by this column. */
  sortable?: boolean;
  className?: string;
}

/** The current sort: a column id and its direction. */
export interface DataSort {
  column: string;
  order: 'asc' | 'desc';
}

/** Row selection: which rows are checked, and the labels of the checkboxes. */
export interface DataSelection<T> {
  selected: ReadonlySet<string>;
  onToggle: (row: T, selected: boolean) => void;
  onToggleAll: (selected: boolean) => void;
  selectLabel: string;
  selectAllLabel: string;
}

/** The infinite-scroll footer: the next page is asked near the bottom, or by the button. */
export interface DataPaging {
  hasNextPage: boolean | undefined;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  loadMoreLabel: string;
}

/** Extra data attributes of a row (e.g. `{ 'data-swarm': id }`), for styling and tests. */
export type DataRowAttributes = Record<`data-${string}`, string>;

import type { DataSort } from './types';

/**
 * A sortable header: the whole cell is the button (a large target), aria-sort on the cell tells
 * the direction and the arrow shows it.
 */
export function SortHeaderCell({
  id,
  label,
  sort,
  onSort,
  title,
}: {
  id: string;
  label: string;
  sort: DataSort | undefined;
  onSort: (column: string) => void;
  title?: string;
}) {
  const active = sort?.column === id;
  const ariaSort = active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort} className="sortable">
      <button type="button" className="sort-button" onClick={() => onSort(id)} title={title}>
        {label}
        <span aria-hidden="true" className="sort-arrow">
          {active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

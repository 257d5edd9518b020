import type { TrackingOrderColumn } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import type { TrackingSort } from '../lib/tracking-query';

export interface SortHeaderProps {
  column: TrackingOrderColumn;
  label: string;
  sort: TrackingSort;
  onSort: (column: TrackingOrderColumn) => void;
}

/** A sortable column header: a button, with the direction in aria-sort and a visible arrow. */
export function SortHeader({ column, label, sort, onSort }: SortHeaderProps) {
  const { t } = useTranslation();
  const active = sort.column === column;
  const ariaSort = active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button
        type="button"
        className="sort-button"
        onClick={() => onSort(column)}
        title={t('tracking.table.sortBy', { column: label })}
      >
        {label}
        <span aria-hidden="true" className="sort-arrow">
          {active ? (sort.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

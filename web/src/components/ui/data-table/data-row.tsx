import { memo, type Ref } from 'react';
import type { DataColumn, DataRowAttributes, DataSelection } from './types';

interface DataRowProps<T> {
  row: T;
  id: string;
  index: number;
  columns: DataColumn<T>[];
  selected: boolean;
  selection?: Pick<DataSelection<T>, 'onToggle' | 'selectLabel'>;
  measureRef?: Ref<HTMLTableRowElement>;
  className?: string;
  attributes?: (row: T) => DataRowAttributes;
}

function DataRowInner<T>(props: DataRowProps<T>) {
  const { row, id, index, columns, selected, selection, measureRef, className, attributes } = props;
  return (
    <tr
      {...attributes?.(row)}
      ref={measureRef}
      data-index={index}
      data-id={id}
      className={className}
      aria-rowindex={index + 2}
      aria-selected={selection ? selected : undefined}
    >
      {columns.map((c) => (
        <td key={c.id} className={c.className} data-label={c.headerHidden ? undefined : c.header}>
          {c.cell(row)}
        </td>
      ))}
      {selection && (
        <td className="select-cell">
          <input
            type="checkbox"
            aria-label={selection.selectLabel}
            checked={selected}
            onChange={(e) => selection.onToggle(row, e.target.checked)}
          />
        </td>
      )}
    </tr>
  );
}

/** One row; memoized so a selection change re-renders only the rows whose check changed. */
export const DataRow = memo(DataRowInner) as typeof DataRowInner;

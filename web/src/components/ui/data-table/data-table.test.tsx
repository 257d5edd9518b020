import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { scrollIntoViewMock } from '@/testing/intersection-observer';
import { DataTable } from './data-table';
import { setToggles } from './set-toggles';
import type { DataColumn, DataSort } from './types';

interface Hive {
  id: string;
  name: string;
  colonies: number;
}

const HIVES: Hive[] = [
  { id: 'h1', name: 'Merrow Downs', colonies: 4 },
  { id: 'h2', name: 'Albury', colonies: 9 },
  { id: 'h3', name: 'Shere', colonies: 1 },
];

const COLUMNS: DataColumn<Hive>[] = [
  { id: 'name', header: 'Name', cell: (h) => h.name, sortable: true },
  { id: 'colonies', header: 'Colonies', cell: (h) => String(h.colonies), sortable: true },
  { id: 'edit', header: 'Edit', headerHidden: true, cell: (h) => <a href={`#${h.id}`}>Edit</a> },
];

/** A screen that owns the sort and the selection, as the feature screens do. */
function SortAndSelect({ rows = HIVES, onSort }: { rows?: Hive[]; onSort?: (s: DataSort) => void }) {
  const [sort, setSort] = useState<DataSort>({ column: 'name', order: 'asc' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const sorted = [...rows].sort((a, b) => {
    const d = sort.column === 'name' ? a.name.localeCompare(b.name) : a.colonies - b.colonies;
    return sort.order === 'asc' ? d : -d;
  });
  return (
    <DataTable
      label="Apiaries"
      columns={COLUMNS}
      rows={sorted}
      rowId={(h) => h.id}
      sort={sort}
      onSort={(column) => {
        const next: DataSort = {
          column,
          order: sort.column === column && sort.order === 'asc' ? 'desc' : 'asc',
        };
        onSort?.(next);
        setSort(next);
      }}
      sortTitle={(header) => `Sort by ${header}`}
      selection={{
        selected,
        ...setToggles(setSelected, rows, (h) => h.id),
        selectLabel: 'Select',
        selectAllLabel: 'Select all',
      }}
      emptyText="No apiaries yet."
      rowAttributes={(h) => ({ 'data-hive': h.id })}
    />
  );
}

const table = () => screen.getByRole('table', { name: 'Apiaries' });
const header = (name: string) => within(table()).getByRole('columnheader', { name: new RegExp(name) });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('DataTable', () => {
  it('sorts from the whole header cell, and aria-sort follows the column and its direction', () => {
    const onSort = vi.fn();
    render(<SortAndSelect onSort={onSort} />);
    expect(names()).toEqual(['Albury', 'Merrow Downs', 'Shere']);
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Colonies').getAttribute('aria-sort')).toBe('none');

    // The header cell holds one control, the sort button named by the header: it is the cell.
    const button = within(header('Colonies')).getByRole('button', { name: /^Colonies/ });
    expect(header('Colonies').children).toHaveLength(1);
    expect(button.getAttribute('title')).toBe('Sort by Colonies');
    fireEvent.click(button);
    expect(onSort).toHaveBeenLastCalledWith({ column: 'colonies', order: 'asc' });
    expect(header('Colonies').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['Shere', 'Merrow Downs', 'Albury']);

    fireEvent.click(within(header('Colonies')).getByRole('button'));
    expect(header('Colonies').getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Albury', 'Merrow Downs', 'Shere']);
  });

  it('keeps a column without sorting a plain header, and an actions header for screen readers only', () => {
    render(<SortAndSelect />);
    const edit = within(table()).getByRole('columnheader', { name: 'Edit' });
    expect(edit.getAttribute('aria-sort')).toBeNull();
    expect(within(edit).queryByRole('button')).toBeNull();
    expect(edit.querySelector('.visually-hidden')?.textContent).toBe('Edit');
    // On a phone each cell is labelled with its column; the actions cell needs no label.
    const first = within(table()).getAllByRole('row')[1]!;
    const cells = within(first).getAllByRole('cell');
    expect(cells[0]!.getAttribute('data-label')).toBe('Name');
    expect(cells[2]!.hasAttribute('data-label')).toBe(false);
    expect(first.getAttribute('data-hive')).toBe('h2');
  });

  it('selects rows one by one and all at once, marking the rows selected', () => {
    render(<SortAndSelect />);
    const all = within(table()).getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    const boxes = () => within(table()).getAllByRole('checkbox', { name: 'Select' }) as HTMLInputElement[];
    const rows = () => within(table()).getAllByRole('row').slice(1);
    expect(rows().map((r) => r.getAttribute('aria-selected'))).toEqual(['false', 'false', 'false']);

    fireEvent.click(boxes()[1]!);
    expect(rows().map((r) => r.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);

    fireEvent.click(all);
    expect(boxes().every((b) => b.checked)).toBe(true);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);

    fireEvent.click(all);
    expect(boxes().some((b) => b.checked)).toBe(false);
    expect(rows().every((r) => r.getAttribute('aria-selected') === 'false')).toBe(true);
  });

  it('says the list is empty once loaded, and not while the first page loads nor after it failed', () => {
    const props = {
      label: 'Apiaries',
      columns: COLUMNS,
      rows: [] as Hive[],
      rowId: (h: Hive) => h.id,
      emptyText: 'No apiaries yet.',
    };
    const { rerender } = render(<DataTable {...props} loading paging={PAGING_IDLE} />);
    expect(screen.queryByText('No apiaries yet.')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(table().getAttribute('aria-busy')).toBe('true');

    rerender(<DataTable {...props} loading={false} paging={PAGING_IDLE} />);
    const empty = within(table()).getByRole('cell', { name: 'No apiaries yet.' });
    expect(empty.getAttribute('colspan')).toBe(String(COLUMNS.length));
    expect(screen.queryByRole('status')).toBeNull();
    // A failed load is not an empty list: the screen's error says what happened.
    rerender(<DataTable {...props} loading={false} failed paging={PAGING_IDLE} />);
    expect(screen.queryByText('No apiaries yet.')).toBeNull();
    // No rows: nothing to select.
    rerender(<SortAndSelect rows={[]} />);
    expect((screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement).disabled).toBe(true);
  });

  it('shows a visible caption while the table keeps its label as its name', () => {
    render(
      <DataTable
        label="Spray notifications"
        caption="3 notifications"
        columns={COLUMNS}
        rows={HIVES}
        rowId={(h) => h.id}
        emptyText="None"
      />,
    );
    const spray = screen.getByRole('table', { name: 'Spray notifications' });
    expect(spray.querySelector('caption')?.textContent).toBe('3 notifications');
  });
});

const PAGING_IDLE = {
  hasNextPage: false,
  isFetchingNextPage: false,
  onLoadMore: () => {},
  loadMoreLabel: 'More',
};

/** Pages of three hives, the next one arriving when the test says so. */
function Paged({ onLoadMore }: { onLoadMore: () => void }) {
  const [pages, setPages] = useState(1);
  const [fetching, setFetching] = useState(false);
  const rows = Array.from({ length: pages * 3 }, (_, i) => ({ id: `h${i}`, name: `Hive ${i}`, colonies: i }));
  return (
    <>
      <DataTable
        label="Apiaries"
        columns={COLUMNS}
        rows={rows}
        rowId={(h) => h.id}
        emptyText="None"
        paging={{
          hasNextPage: pages < 3,
          isFetchingNextPage: fetching,
          onLoadMore: () => {
            onLoadMore();
            setFetching(true);
          },
          loadMoreLabel: 'Load more apiaries',
        }}
      />
      <button
        type="button"
        onClick={() => {
          setPages((p) => p + 1);
          setFetching(false);
        }}
      >
        page arrives
      </button>
    </>
  );
}

describe('DataTable load-more footer', () => {
  it('keeps keyboard focus on its button while the next page loads and after it arrives', () => {
    const onLoadMore = vi.fn();
    render(<Paged onLoadMore={onLoadMore} />);
    const more = screen.getByRole('button', { name: 'Load more apiaries' });
    more.focus();
    fireEvent.click(more);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // Loading: the same button stays, focused, marked unavailable; a second press asks nothing.
    expect(document.activeElement).toBe(more);
    expect(more.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    fireEvent.click(more);
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    // The page arrives without the user moving (a programmatic click does not take focus).
    act(() => screen.getByRole('button', { name: 'page arrives' }).click());
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 6);
    expect(screen.getByRole('button', { name: 'Load more apiaries' })).toBe(more);
    expect(document.activeElement).toBe(more);
    expect(more.hasAttribute('aria-disabled')).toBe(false);
  });

  it('asks for the next page when the end of the list comes into view, and stops at the last page', () => {
    const onLoadMore = vi.fn();
    render(<Paged onLoadMore={onLoadMore} />);
    const sentinel = screen.getByTestId('scroll-sentinel');
    const arrive = () => act(() => screen.getByRole('button', { name: 'page arrives' }).click());
    const inView = () => {
      let watching = 0;
      act(() => {
        watching = scrollIntoViewMock(sentinel);
      });
      return watching;
    };
    expect(inView()).toBe(1);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // While that page loads, the sentinel asks nothing more.
    expect(inView()).toBe(0);
    arrive();
    expect(inView()).toBe(1);
    arrive();
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    expect(within(table()).getAllByRole('row')).toHaveLength(1 + 9);
    // The last page: nothing more to ask for.
    expect(inView()).toBe(0);
    expect(screen.queryByRole('button', { name: 'Load more apiaries' })).toBeNull();
  });
});

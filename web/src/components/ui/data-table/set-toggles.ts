import type { DataSelection } from './types';

/**
 * The onToggle and onToggleAll of a DataTable selection kept as a Set of row keys in React state:
 * ticking a row adds its key, unticking removes it; the header box selects all of `rows` or none.
 */
export function setToggles<T>(
  setSelected: (update: (current: ReadonlySet<string>) => Set<string>) => void,
  rows: readonly T[],
  keyOf: (row: T) => string,
): Pick<DataSelection<T>, 'onToggle' | 'onToggleAll'> {
  return {
    onToggle: (row, on) =>
      setSelected((cur) => {
        const next = new Set(cur);
        if (on) next.add(keyOf(row));
        else next.delete(keyOf(row));
        return next;
      }),
    onToggleAll: (on) => setSelected(() => new Set(on ? rows.map(keyOf) : [])),
  };
}

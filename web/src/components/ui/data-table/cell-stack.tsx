import type { ReactNode } from 'react';

/**
 * Related facts of a row in one table cell: `main` first, then each note that has a value as a
 * muted line under it (e.g. a date with its time of day, a product with its MAPP/AMM number).
 * Keeps a wide list's columns few enough to stay in view beside the menu. Empty notes (false,
 * null, undefined, '') are left out.
 */
export function CellStack({ main, notes = [] }: { main: ReactNode; notes?: ReactNode[] }) {
  return (
    <span className="cell-stack">
      <span>{main}</span>
      {notes
        .filter((n) => n !== false && n !== null && n !== undefined && n !== '')
        .map((n, i) => (
          <span key={i} className="hint">
            {n}
          </span>
        ))}
    </span>
  );
}

import type { ReactNode } from 'react';

/** One figure: its id (kept as `data-figure` for tests and styles), its label and its value. */
export interface Figure {
  id: string;
  label: string;
  value: ReactNode;
}

/**
 * Headline figures as cards of a definition list (label over a large value), as many to a row as
 * fit and one column on a phone: the inspector's season and domain figures.
 */
export function FigureCards({ figures }: { figures: Figure[] }) {
  return (
    <dl className="figure-cards">
      {figures.map((f) => (
        <div key={f.id} className="figure-card" data-figure={f.id}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

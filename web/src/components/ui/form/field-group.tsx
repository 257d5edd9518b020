import type { ReactNode } from 'react';

/**
 * A titled group of a form's fields: a fieldset (`className`) with its `legend`, an optional
 * `hint` line under it, and the fields (`children`) laid out by `gridClassName` (each form's own
 * grid of columns that wrap on phones).
 */
export function FieldGroup({
  legend,
  hint,
  className,
  gridClassName,
  children,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  className?: string;
  gridClassName: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {hint && <p className="hint">{hint}</p>}
      <div className={gridClassName}>{children}</div>
    </fieldset>
  );
}

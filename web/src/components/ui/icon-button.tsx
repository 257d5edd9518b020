import { Button } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/**
 * A button that shows only an icon (edit, delete, close, a row's action): Amplify's Button with
 * the icon as its content and `label` as its accessible name and tooltip. 2 rem square, above
 * WCAG 2.2's 24 px target size. `danger` colours a destructive action.
 */
export function IconButton({
  label,
  onClick,
  danger = false,
  pressed,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  danger?: boolean;
  /** For a toggle (e.g. a record's flag): its state for assistive technology. */
  pressed?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const classes = ['icon-button', danger ? 'icon-danger' : null, className].filter(Boolean).join(' ');
  return (
    <Button
      type="button"
      variation="link"
      size="small"
      className={classes}
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

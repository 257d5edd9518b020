import type { ReactNode } from 'react';

/** A form's submit button: disabled and marked busy while the form is submitting. */
export function SubmitButton({
  busy,
  children,
  block = false,
}: {
  busy: boolean;
  children: ReactNode;
  /** Full width, as on the sign-in and recovery cards. */
  block?: boolean;
}) {
  return (
    <button
      type="submit"
      className={block ? 'btn btn-primary btn-block' : 'btn btn-primary'}
      disabled={busy}
      aria-busy={busy}
    >
      {children}
    </button>
  );
}

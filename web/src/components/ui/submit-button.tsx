import { Button, Loader } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/**
 * A form's submit button (Amplify primary): while the form is submitting it is disabled, marked
 * busy and shows a spinner beside its label (sign-in can take a few seconds).
 */
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
    <Button type="submit" variation="primary" isFullWidth={block} isDisabled={busy} aria-busy={busy}>
      {busy && <Loader className="submit-spinner" aria-hidden="true" style={{ marginInlineEnd: '0.5rem' }} />}
      {children}
    </Button>
  );
}

import { Button } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';

/** A form's submit button (Amplify primary): disabled and marked busy while the form is submitting. */
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
      {children}
    </Button>
  );
}

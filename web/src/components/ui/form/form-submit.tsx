import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { SubmitButton } from '../submit-button';
import { FormError } from './form-error';
import type { MessageSource } from '@/lib/i18n';

/**
 * The end of a page's form inside a `SchemaForm`: the server's error line (when there is one),
 * then the submit button, busy while the form is submitting.
 */
export function FormSubmit({
  error,
  block,
  children,
}: {
  /** The server's message (shown by its key in the UI language); nothing while null. */
  error?: MessageSource | null;
  /** Full width, as on the recovery cards. */
  block?: boolean;
  children: ReactNode;
}) {
  const { isSubmitting } = useFormState();
  return (
    <>
      <FormError message={error} />
      <SubmitButton busy={isSubmitting} block={block}>
        {children}
      </SubmitButton>
    </>
  );
}

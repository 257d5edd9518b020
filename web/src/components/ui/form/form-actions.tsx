import { Button } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../submit-button';
import { FormError } from './form-error';
import type { MessageSource } from '@/lib/i18n';

/**
 * The end of a dialog's form: the server's error line (when there is one), then the submit
 * button (busy while the form is sent) and the button that leaves without sending (Cancel
 * unless named otherwise).
 */
export function FormActions({
  error,
  busy,
  submitLabel,
  onCancel,
  cancelLabel,
}: {
  /** The server's message (shown by its key in the UI language); nothing while null. */
  error?: MessageSource | null;
  busy: boolean;
  submitLabel: ReactNode;
  onCancel: () => void;
  cancelLabel?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormError message={error} />
      <div className="modal-actions">
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
        <Button onClick={onCancel}>{cancelLabel ?? t('common.cancel')}</Button>
      </div>
    </>
  );
}

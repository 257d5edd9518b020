import { Alert } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { translateMessage, type MessageSource } from '@/lib/i18n';

/**
 * The form-level error line (spec §8: the server's ErrorMessage shown in the form), announced
 * when it appears, in the UI language (by the message's key, so it follows a language switch);
 * nothing while there is no message.
 */
export function FormError({ message }: { message: MessageSource | null | undefined }) {
  useTranslation();
  if (!message) return null;
  return (
    <Alert variation="error" role="alert">
      {translateMessage(message)}
    </Alert>
  );
}

/**
 * The inline form of FormError: an announced error line in the text flow (a dialog's or a
 * section's refusal, a record not found), in the UI language of the moment; `id` lets a field
 * name it with aria-describedby. Nothing while there is no message.
 */
export function ErrorLine({ message, id }: { message: MessageSource | null | undefined; id?: string }) {
  useTranslation();
  if (!message) return null;
  return (
    <p id={id} className="form-error" role="alert">
      {translateMessage(message)}
    </p>
  );
}

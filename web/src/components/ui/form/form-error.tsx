import { Alert } from '@aws-amplify/ui-react';

/**
 * The form-level error line (spec §8: the server's ErrorMessage shown in the form), announced
 * when it appears; nothing while there is no message.
 */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert variation="error" role="alert">
      {message}
    </Alert>
  );
}

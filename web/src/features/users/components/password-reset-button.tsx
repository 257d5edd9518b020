import { Button } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { failureMessage } from '@/lib/server-error';
import { useSendPasswordReset } from '../api/send-password-reset';

/**
 * The account editors' 'Send password reset' button (edituser, editadmin): sends the reset email
 * to `userName`'s account and tells the server's answer, or its error, as an alert.
 */
export function PasswordResetButton({ userName }: { userName: string }) {
  const { t } = useTranslation();
  const reset = useSendPasswordReset();
  const { showAlert } = useAlerts();
  return (
    <Button
      size="small"
      isDisabled={reset.isPending}
      onClick={() =>
        reset.mutate(userName, {
          onSuccess: (message) => showAlert('success', message, { autoClose: true }),
          onError: (err) => showAlert('error', failureMessage(err)),
        })
      }
    >
      {t('users.sendPasswordReset')}
    </Button>
  );
}

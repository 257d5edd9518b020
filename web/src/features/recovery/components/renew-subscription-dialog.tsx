import { RecoveryMsg, RenewSubscriptionRequest } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { FormDialog, FormTextField, FormUserNameField, useSchemaForm } from '@/components/ui/form';
import { useRenewSubscription } from '../api/renew-subscription';

export interface RenewSubscriptionDialogProps {
  /** The user name typed at login (editable). */
  userName: string;
  onClose: () => void;
  /** Called once the subscription is renewed (before the popup closes). */
  onRenewed?: () => void;
}

/**
 * The login page's renew-subscription popup (spec §2.6, §3, §5, §8): email, access code and
 * user name; on success 'Subscription update successfully. Please try to login now'.
 */
export function RenewSubscriptionDialog({ userName, onClose, onRenewed }: RenewSubscriptionDialogProps) {
  const { t } = useTranslation();
  const renewCall = useRenewSubscription();
  const { showAlert } = useAlerts();
  const { dialogProps } = useSchemaForm(RenewSubscriptionRequest, {
    defaultValues: { Email: '', AccessCode: '', UserName: userName },
    onSubmit: async (values) => {
      await renewCall.mutateAsync(values);
      onRenewed?.();
      onClose();
      showAlert('success', RecoveryMsg.subscriptionUpdated);
    },
  });

  return (
    <FormDialog
      {...dialogProps}
      title={t('recovery.renew.title')}
      onClose={onClose}
      size="sm"
      submitLabel={t('recovery.renew.submit')}
    >
      <FormTextField
        name="Email"
        id="renew-email"
        type="email"
        label={t('recovery.renew.email')}
        autoComplete="email"
        maxLength={100}
      />
      <FormTextField
        name="AccessCode"
        id="renew-code"
        label={t('recovery.renew.accessCode')}
        maxLength={20}
      />
      <FormUserNameField name="UserName" id="renew-username" label={t('auth.userName')} />
    </FormDialog>
  );
}

import { Button, Flex } from '@aws-amplify/ui-react';
import { RecoveryMsg, RenewSubscriptionRequest } from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { FormError, FormTextField } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRenewSubscription } from '../api/renew-subscription';
import { recoveryErrorMessage } from './recovery-error';
import { translateMessage } from '@/lib/i18n';

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
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(RenewSubscriptionRequest),
    defaultValues: { Email: '', AccessCode: '', UserName: userName },
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await renewCall.mutateAsync(values);
      onRenewed?.();
      onClose();
      showAlert('success', translateMessage(RecoveryMsg.subscriptionUpdated));
    } catch (err) {
      setFormError(recoveryErrorMessage(err));
    }
  });

  return (
    <Modal open title={t('recovery.renew.title')} onClose={onClose} size="sm" closeOnBackdrop={false}>
      <Flex as="form" direction="column" gap="medium" onSubmit={submit} noValidate>
        <FormTextField
          form={form}
          name="Email"
          id="renew-email"
          type="email"
          label={t('recovery.renew.email')}
          autoComplete="email"
          maxLength={100}
          translateError={translateMessage}
        />
        <FormTextField
          form={form}
          name="AccessCode"
          id="renew-code"
          label={t('recovery.renew.accessCode')}
          maxLength={20}
          translateError={translateMessage}
        />
        <FormTextField
          form={form}
          name="UserName"
          id="renew-username"
          label={t('auth.userName')}
          autoComplete="username"
          maxLength={128}
          translateError={translateMessage}
        />
        <FormError message={formError} />
        <div className="modal-actions">
          <SubmitButton busy={form.formState.isSubmitting}>{t('recovery.renew.submit')}</SubmitButton>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        </div>
      </Flex>
    </Modal>
  );
}

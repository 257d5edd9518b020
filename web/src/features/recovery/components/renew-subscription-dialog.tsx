import { RecoveryMsg, RenewSubscriptionRequest } from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { Modal } from '@/components/ui/modal';
import { renewSubscription } from '../api/recovery-api';
import { translateRecoveryMessage } from '../lib/messages';
import { FormError, recoveryErrorMessage } from './form-error';
import { TextField } from './text-field';
import { SubmitButton } from '@/components/ui/submit-button';

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
  const { showAlert } = useAlerts();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(RenewSubscriptionRequest),
    defaultValues: { Email: '', AccessCode: '', UserName: userName },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await renewSubscription(values);
      onRenewed?.();
      onClose();
      showAlert('success', translateRecoveryMessage(RecoveryMsg.subscriptionUpdated));
    } catch (err) {
      setFormError(recoveryErrorMessage(err));
    }
  });

  return (
    <Modal open title={t('recovery.renew.title')} onClose={onClose} size="sm" closeOnBackdrop={false}>
      <form onSubmit={submit} noValidate>
        <TextField
          id="renew-email"
          type="email"
          label={t('recovery.renew.email')}
          autoComplete="email"
          maxLength={100}
          registration={register('Email')}
          error={errors.Email?.message}
        />
        <TextField
          id="renew-code"
          label={t('recovery.renew.accessCode')}
          maxLength={20}
          registration={register('AccessCode')}
          error={errors.AccessCode?.message}
        />
        <TextField
          id="renew-username"
          label={t('auth.userName')}
          autoComplete="username"
          maxLength={128}
          registration={register('UserName')}
          error={errors.UserName?.message}
        />
        <FormError message={formError} />
        <div className="modal-actions">
          <SubmitButton busy={isSubmitting}>{t('recovery.renew.submit')}</SubmitButton>
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

import { ChangePasswordForm } from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { changePassword } from '../api/recovery-api';
import { FormError, recoveryErrorMessage } from './form-error';
import { NewPasswordFields } from './new-password-fields';
import { TextField } from './text-field';
import './recovery.css';
import { SubmitButton } from '@/components/ui/submit-button';

const EMPTY = { OldPassword: '', NewPassword: '', ConfirmPassword: '' };

/**
 * /home/changepassword (spec §2.2, §7.3) for every signed-in role: old, new and confirmation
 * (the reset page's messages and mustMatch). The server checks the old password first.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ChangePasswordForm), defaultValues: EMPTY });

  const submit = handleSubmit(async ({ OldPassword, NewPassword }) => {
    setFormError(null);
    try {
      await changePassword({ OldPassword, NewPassword });
      reset(EMPTY);
      showAlert('success', t('recovery.change.done'), { autoClose: true });
    } catch (err) {
      setFormError(recoveryErrorMessage(err));
    }
  });

  return (
    <section className="recovery-page" aria-labelledby="change-title">
      <h1 id="change-title">{t('recovery.change.title')}</h1>
      <form onSubmit={submit} noValidate>
        <TextField
          id="change-old"
          type="password"
          label={t('recovery.oldPassword')}
          autoComplete="current-password"
          maxLength={256}
          registration={register('OldPassword')}
          error={errors.OldPassword?.message}
        />
        <NewPasswordFields
          idPrefix="change"
          newPassword={register('NewPassword')}
          confirmPassword={register('ConfirmPassword')}
          errors={errors}
        />
        <FormError message={formError} />
        <SubmitButton busy={isSubmitting}>{t('recovery.change.submit')}</SubmitButton>
      </form>
    </section>
  );
}

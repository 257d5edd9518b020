import { ForgotPasswordRequest } from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { requestPasswordReset } from '../api/recovery-api';
import type { TokenStepState } from '../lib/recovery-state';
import { FormError, recoveryErrorMessage } from './form-error';
import { TextField } from './text-field';
import { SubmitButton } from '@/components/ui/submit-button';

/**
 * home/forgotpassword (spec §2.1, §4, §5): the user name (required); the server emails a code
 * and the token page follows. The answer is the same for unknown names.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ForgotPasswordRequest),
    defaultValues: { UserName: '', AppType: 'Web' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await requestPasswordReset(values);
      const state: TokenStepState = { userName: values.UserName, codeSent: true };
      navigate('/home/forgotpasswordtoken', { state });
    } catch (err) {
      setFormError(recoveryErrorMessage(err));
    }
  });

  return (
    <section className="login-card" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t('recovery.forgot.title')}</h1>
      <p>{t('recovery.forgot.intro')}</p>
      <form onSubmit={submit} noValidate>
        <TextField
          id="forgot-username"
          label={t('auth.userName')}
          autoComplete="username"
          maxLength={128}
          registration={register('UserName')}
          error={errors.UserName?.message}
        />
        <FormError message={formError} />
        <SubmitButton busy={isSubmitting} block>
          {t('recovery.forgot.submit')}
        </SubmitButton>
      </form>
      <p className="login-links">
        <Link to="/home/login">{t('recovery.backToLogin')}</Link>
      </p>
    </section>
  );
}

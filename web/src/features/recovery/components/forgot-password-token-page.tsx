import { ForgotPasswordTokenRequest, OTP_LENGTH, RecoveryMsg } from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { checkResetCode } from '../api/recovery-api';
import { translateRecoveryMessage } from '../lib/messages';
import { tokenStepState, type ResetStepState } from '../lib/recovery-state';
import { FormError, recoveryErrorMessage } from './form-error';
import { TextField } from './text-field';
import { SubmitButton } from '@/components/ui/submit-button';

/**
 * home/forgotpasswordtoken (spec §2.1, §5): user name and the emailed code, both required; the
 * server checks the code without using it up, then the reset page follows. Shows 'Verification
 * code sent on your registered email.' when arriving from the request step.
 */
export function ForgotPasswordTokenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const arrived = tokenStepState(useLocation().state);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ForgotPasswordTokenRequest),
    defaultValues: { UserName: arrived?.userName ?? '', VerificationCode: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await checkResetCode(values);
      const state: ResetStepState = { userName: values.UserName, code: values.VerificationCode };
      navigate('/home/resetpassword', { state });
    } catch (err) {
      setFormError(recoveryErrorMessage(err));
    }
  });

  return (
    <section className="login-card" aria-labelledby="token-title">
      <h1 id="token-title">{t('recovery.token.title')}</h1>
      {arrived?.codeSent && (
        <p className="alert alert-info" role="status">
          {translateRecoveryMessage(RecoveryMsg.codeSentOnEmail)}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <TextField
          id="token-username"
          label={t('auth.userName')}
          autoComplete="username"
          maxLength={128}
          registration={register('UserName')}
          error={errors.UserName?.message}
        />
        <TextField
          id="token-code"
          label={t('recovery.token.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          registration={register('VerificationCode')}
          error={errors.VerificationCode?.message}
        />
        <FormError message={formError} />
        <SubmitButton busy={isSubmitting} block>
          {t('recovery.token.submit')}
        </SubmitButton>
      </form>
      <p className="login-links">
        <Link to="/home/forgotpassword">{t('recovery.token.resend')}</Link>
        <Link to="/home/login">{t('recovery.backToLogin')}</Link>
      </p>
    </section>
  );
}

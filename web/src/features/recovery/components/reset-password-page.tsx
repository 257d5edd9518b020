import { ResetPasswordForm } from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { resetPassword } from '../api/recovery-api';
import { resetStepState, type LoginNoticeState } from '../lib/recovery-state';
import { FormError, recoveryErrorMessage } from './form-error';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from '@/components/ui/submit-button';

/**
 * home/resetpassword (spec §2.1, §4, §5): new password and confirmation ('New passsword is
 * required', 'Confirm Password is required', mustMatch 'Password should be match'). The server
 * uses up the code and sets the password; then the login page says 'Password reset successfully'.
 * Opened without the token step, it starts the flow again.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const step = resetStepState(useLocation().state);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ResetPasswordForm),
    defaultValues: { NewPassword: '', ConfirmPassword: '' },
  });

  if (!step) return <Navigate to="/home/forgotpassword" replace />;

  const submit = handleSubmit(async ({ NewPassword }) => {
    setFormError(null);
    try {
      await resetPassword({ UserName: step.userName, VerificationCode: step.code, NewPassword });
      const state: LoginNoticeState = { recoveryNotice: 'passwordReset' };
      navigate('/home/login', { replace: true, state });
    } catch (err) {
      setFormError(recoveryErrorMessage(err));
    }
  });

  return (
    <section className="login-card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('recovery.reset.title')}</h1>
      <p>{t('recovery.reset.intro', { userName: step.userName })}</p>
      <form onSubmit={submit} noValidate>
        <NewPasswordFields
          idPrefix="reset"
          newPassword={register('NewPassword')}
          confirmPassword={register('ConfirmPassword')}
          errors={errors}
        />
        <FormError message={formError} />
        <SubmitButton busy={isSubmitting} block>
          {t('recovery.reset.submit')}
        </SubmitButton>
      </form>
      <p className="login-links">
        <Link to="/home/forgotpassword">{t('recovery.startAgain')}</Link>
        <Link to="/home/login">{t('recovery.backToLogin')}</Link>
      </p>
    </section>
  );
}

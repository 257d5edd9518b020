import { ResetPasswordForm } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { FormSubmit, SchemaForm, useSchemaForm } from '@/components/ui/form';
import { LoginCard } from '@/components/ui/login-card';
import { useResetPassword } from '../api/reset-password';
import { resetStepState, type LoginNoticeState } from '../lib/recovery-state';
import { NewPasswordFields } from './new-password-fields';
import { RecoveryLinks } from './recovery-links';

/**
 * home/resetpassword (spec §2.1, §4, §5): new password and confirmation ('New passsword is
 * required', 'Confirm Password is required', mustMatch 'Password should be match'). The server
 * uses up the code and sets the password; then the login page says 'Password reset successfully'.
 * Opened without the token step, it starts the flow again.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const resetCall = useResetPassword();
  const navigate = useNavigate();
  const step = resetStepState(useLocation().state);
  const { form, submit, serverError } = useSchemaForm(ResetPasswordForm, {
    defaultValues: { NewPassword: '', ConfirmPassword: '' },
    onSubmit: async ({ NewPassword }) => {
      if (!step) return;
      await resetCall.mutateAsync({ UserName: step.userName, VerificationCode: step.code, NewPassword });
      const state: LoginNoticeState = { recoveryNotice: 'passwordReset' };
      navigate('/home/login', { replace: true, state });
    },
  });

  if (!step) return <Navigate to="/home/forgotpassword" replace />;

  return (
    <LoginCard titleId="reset-title" title={t('recovery.reset.title')}>
      <p>{t('recovery.reset.intro', { userName: step.userName })}</p>
      <SchemaForm form={form} onSubmit={submit}>
        <NewPasswordFields idPrefix="reset" form={form} />
        <FormSubmit error={serverError} block>
          {t('recovery.reset.submit')}
        </FormSubmit>
      </SchemaForm>
      <RecoveryLinks before={{ to: '/home/forgotpassword', label: t('recovery.startAgain') }} />
    </LoginCard>
  );
}

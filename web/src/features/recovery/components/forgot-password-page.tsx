import { ForgotPasswordRequest } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FormError, FormUserNameField, SchemaForm, useSchemaForm } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { LoginCard } from '@/components/ui/login-card';
import { useRequestPasswordReset } from '../api/forgot-password';
import type { TokenStepState } from '../lib/recovery-state';
import { recoveryErrorMessage } from './recovery-error';

/**
 * home/forgotpassword (spec §2.1, §4, §5): the user name (required); the server emails a code
 * and the token page follows. The answer is the same for unknown names.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const resetRequest = useRequestPasswordReset();
  const navigate = useNavigate();
  const { form, submit, serverError } = useSchemaForm(ForgotPasswordRequest, {
    defaultValues: { UserName: '', AppType: 'Web' },
    onSubmit: async (values) => {
      await resetRequest.mutateAsync(values);
      const state: TokenStepState = { userName: values.UserName, codeSent: true };
      navigate('/home/forgotpasswordtoken', { state });
    },
    errorText: recoveryErrorMessage,
  });

  return (
    <LoginCard titleId="forgot-title" title={t('recovery.forgot.title')}>
      <p>{t('recovery.forgot.intro')}</p>
      <SchemaForm form={form} onSubmit={submit}>
        <FormUserNameField name="UserName" id="forgot-username" label={t('auth.userName')} />
        <FormError message={serverError} />
        <SubmitButton busy={form.formState.isSubmitting} block>
          {t('recovery.forgot.submit')}
        </SubmitButton>
      </SchemaForm>
      <p className="login-links">
        <Link to="/home/login">{t('recovery.backToLogin')}</Link>
      </p>
    </LoginCard>
  );
}

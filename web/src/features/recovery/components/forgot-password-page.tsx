import { ForgotPasswordRequest } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormSubmit, FormUserNameField, SchemaForm, useSchemaForm } from '@/components/ui/form';
import { LoginCard } from '@/components/ui/login-card';
import { useRequestPasswordReset } from '../api/forgot-password';
import type { TokenStepState } from '../lib/recovery-state';
import { RecoveryLinks } from './recovery-links';

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
  });

  return (
    <LoginCard titleId="forgot-title" title={t('recovery.forgot.title')}>
      <p>{t('recovery.forgot.intro')}</p>
      <SchemaForm form={form} onSubmit={submit}>
        <FormUserNameField name="UserName" id="forgot-username" label={t('auth.userName')} />
        <FormSubmit error={serverError} block>
          {t('recovery.forgot.submit')}
        </FormSubmit>
      </SchemaForm>
      <RecoveryLinks />
    </LoginCard>
  );
}

import { Alert } from '@aws-amplify/ui-react';
import { ForgotPasswordTokenRequest, RecoveryMsg } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  FormCodeField,
  FormSubmit,
  FormUserNameField,
  SchemaForm,
  useSchemaForm,
} from '@/components/ui/form';
import { LoginCard } from '@/components/ui/login-card';
import { useCheckResetCode } from '../api/forgot-password-token';
import { tokenStepState, type ResetStepState } from '../lib/recovery-state';
import { translateMessage } from '@/lib/i18n';
import { RecoveryLinks } from './recovery-links';

/**
 * home/forgotpasswordtoken (spec §2.1, §5): user name and the emailed code, both required; the
 * server checks the code without using it up, then the reset page follows. Shows 'Verification
 * code sent on your registered email.' when arriving from the request step.
 */
export function ForgotPasswordTokenPage() {
  const { t } = useTranslation();
  const codeCheck = useCheckResetCode();
  const navigate = useNavigate();
  const arrived = tokenStepState(useLocation().state);
  const { form, submit, serverError } = useSchemaForm(ForgotPasswordTokenRequest, {
    defaultValues: { UserName: arrived?.userName ?? '', VerificationCode: '' },
    onSubmit: async (values) => {
      await codeCheck.mutateAsync(values);
      const state: ResetStepState = { userName: values.UserName, code: values.VerificationCode };
      navigate('/home/resetpassword', { state });
    },
  });

  return (
    <LoginCard titleId="token-title" title={t('recovery.token.title')}>
      {arrived?.codeSent && (
        <Alert variation="info" role="status">
          {translateMessage(RecoveryMsg.codeSentOnEmail)}
        </Alert>
      )}
      <SchemaForm form={form} onSubmit={submit}>
        <FormUserNameField name="UserName" id="token-username" label={t('auth.userName')} />
        <FormCodeField name="VerificationCode" id="token-code" label={t('recovery.token.code')} />
        <FormSubmit error={serverError} block>
          {t('recovery.token.submit')}
        </FormSubmit>
      </SchemaForm>
      <RecoveryLinks before={{ to: '/home/forgotpassword', label: t('recovery.token.resend') }} />
    </LoginCard>
  );
}

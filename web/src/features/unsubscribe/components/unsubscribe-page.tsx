import { SendUnsubscribeEmailRequest, UnsubscribeRequest } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormCodeField, FormError, FormUserNameField, SchemaForm } from '@/components/ui/form';
import { OkDialog } from '@/components/ui/error-dialog';
import { LoginCard } from '@/components/ui/login-card';
import { useSendUnsubscribeEmail } from '../api/send-unsubscribe-email';
import { useUnsubscribe } from '../api/unsubscribe';
import { failureMessage } from '@/lib/server-error';
import type { MessageSource } from '@/lib/i18n';

/**
 * Unsubscribe (home/unsubscribe, spec §2.9, §4, §5, §8): user name → Continue (the server emails
 * a code) → the code → Unsubscribe → the 'Account Deleted' dialog → home. The code is checked
 * on the server only.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const sendEmail = useSendUnsubscribeEmail();
  const unsubscribeCall = useUnsubscribe();
  const navigate = useNavigate();
  const [step, setStep] = useState<'name' | 'code' | 'done'>('name');
  const [formError, setFormError] = useState<MessageSource | null>(null);
  const [resent, setResent] = useState(false);
  // One form, two steps: the first checks the user name only, the second the code too.
  const form = useForm<UnsubscribeRequest>({
    resolver: (step === 'name'
      ? zodResolver(SendUnsubscribeEmailRequest)
      : zodResolver(UnsubscribeRequest)) as Resolver<UnsubscribeRequest>,
    defaultValues: { UserName: '', VerificationCode: '' },
  });
  const { isSubmitting } = form.formState;

  // Back to the user name (a mistyped name gets no email), and a new code for the same name. The
  // answer is the same whether the account exists or not, so neither tells which names exist.
  const changeUserName = () => {
    form.setValue('VerificationCode', '');
    form.clearErrors();
    setFormError(null);
    setResent(false);
    setStep('name');
  };
  const resend = async () => {
    setFormError(null);
    setResent(false);
    try {
      await sendEmail.mutateAsync({ UserName: form.getValues('UserName') });
      setResent(true);
    } catch (err) {
      setFormError(failureMessage(err));
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setResent(false);
    try {
      if (step === 'name') {
        await sendEmail.mutateAsync({ UserName: values.UserName });
        setStep('code');
      } else {
        await unsubscribeCall.mutateAsync(values);
        setStep('done');
      }
    } catch (err) {
      setFormError(failureMessage(err));
    }
  });

  return (
    <LoginCard titleId="unsubscribe-title" title={t('profile.unsubscribe.title')}>
      <SchemaForm form={form} onSubmit={submit}>
        <FormUserNameField
          name="UserName"
          id="unsubscribe-username"
          label={t('profile.unsubscribe.userName')}
          isReadOnly={step !== 'name'}
        />
        {step !== 'name' && (
          <FormCodeField
            name="VerificationCode"
            id="unsubscribe-code"
            label={t('profile.unsubscribe.code')}
            descriptiveText={`${t('profile.unsubscribe.checkEmail')} ${t('profile.unsubscribe.noEmail')}`}
            autoFocus
          />
        )}
        <FormError message={formError} />
        <Button
          type="submit"
          variation={step === 'name' ? 'primary' : 'destructive'}
          isFullWidth
          isDisabled={isSubmitting || step === 'done'}
          aria-busy={isSubmitting}
        >
          {step === 'name' ? t('profile.unsubscribe.continue') : t('profile.unsubscribe.submit')}
        </Button>
        {step === 'code' && (
          <p className="login-links">
            <Button type="button" variation="link" onClick={changeUserName}>
              {t('profile.unsubscribe.changeUserName')}
            </Button>
            <Button type="button" variation="link" onClick={() => void resend()}>
              {t('profile.unsubscribe.resend')}
            </Button>
          </p>
        )}
        {resent && <p role="status">{t('profile.unsubscribe.resent')}</p>}
      </SchemaForm>
      {step === 'done' && (
        <OkDialog
          open
          title={t('profile.unsubscribe.deletedTitle')}
          onClose={() => navigate('/', { replace: true })}
        >
          <p>{t('profile.unsubscribe.deletedText')}</p>
        </OkDialog>
      )}
    </LoginCard>
  );
}

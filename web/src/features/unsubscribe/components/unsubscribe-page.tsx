import { SendUnsubscribeEmailRequest, UnsubscribeRequest } from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { sendUnsubscribeEmail, unsubscribe } from '../api/unsubscribe-api';
import { translateUnsubscribeMessage } from '../lib/messages';

const errorText = (err: unknown, fallback: string) =>
  err instanceof ApiError && !err.isTransport ? translateUnsubscribeMessage(err.message) : fallback;

/**
 * Unsubscribe (home/unsubscribe, spec §2.9, §4, §5, §8): user name → Continue (the server emails
 * a code) → the code → Unsubscribe → the 'Account Deleted' dialog → home. The code is checked
 * on the server only.
 */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<'name' | 'code' | 'done'>('name');
  const [formError, setFormError] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  // One form, two steps: the first checks the user name only, the second the code too.
  const form = useForm<UnsubscribeRequest>({
    resolver: (step === 'name'
      ? zodResolver(SendUnsubscribeEmailRequest)
      : zodResolver(UnsubscribeRequest)) as Resolver<UnsubscribeRequest>,
    defaultValues: { UserName: '', VerificationCode: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  // Both fields say 'Please enter User Name.' when empty (spec §5); show one message.
  const fieldError = errors.UserName?.message ?? errors.VerificationCode?.message;

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
      await sendUnsubscribeEmail({ UserName: form.getValues('UserName') });
      setResent(true);
    } catch (err) {
      setFormError(errorText(err, t('common.requestFailed')));
    }
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    setResent(false);
    try {
      if (step === 'name') {
        await sendUnsubscribeEmail({ UserName: values.UserName });
        setStep('code');
      } else {
        await unsubscribe(values);
        setStep('done');
      }
    } catch (err) {
      setFormError(errorText(err, t('common.requestFailed')));
    }
  });

  return (
    <section className="login-card" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{t('profile.unsubscribe.title')}</h1>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="unsubscribe-username">{t('profile.unsubscribe.userName')}</label>
          <input
            id="unsubscribe-username"
            autoComplete="username"
            maxLength={128}
            readOnly={step !== 'name'}
            aria-invalid={errors.UserName ? true : undefined}
            aria-describedby={fieldError ? 'unsubscribe-error' : undefined}
            {...register('UserName')}
          />
        </div>
        {step !== 'name' && (
          <div className="field">
            <label htmlFor="unsubscribe-code">{t('profile.unsubscribe.code')}</label>
            <p className="hint" id="unsubscribe-code-hint">
              {t('profile.unsubscribe.checkEmail')} {t('profile.unsubscribe.noEmail')}
            </p>
            <input
              id="unsubscribe-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              aria-invalid={errors.VerificationCode ? true : undefined}
              aria-describedby={
                fieldError ? 'unsubscribe-code-hint unsubscribe-error' : 'unsubscribe-code-hint'
              }
              {...register('VerificationCode')}
            />
          </div>
        )}
        {(fieldError || formError) && (
          <p id="unsubscribe-error" className="form-error" role="alert">
            {fieldError ? translateUnsubscribeMessage(fieldError) : formError}
          </p>
        )}
        <button
          type="submit"
          className={step === 'name' ? 'btn btn-primary btn-block' : 'btn btn-danger btn-block'}
          disabled={isSubmitting || step === 'done'}
          aria-busy={isSubmitting}
        >
          {step === 'name' ? t('profile.unsubscribe.continue') : t('profile.unsubscribe.submit')}
        </button>
        {step === 'code' && (
          <p className="login-links">
            <button type="button" className="link-button" onClick={changeUserName}>
              {t('profile.unsubscribe.changeUserName')}
            </button>
            <button type="button" className="link-button" onClick={() => void resend()}>
              {t('profile.unsubscribe.resend')}
            </button>
          </p>
        )}
        {resent && <p role="status">{t('profile.unsubscribe.resent')}</p>}
      </form>
      {step === 'done' && (
        <Modal
          open
          size="sm"
          title={t('profile.unsubscribe.deletedTitle')}
          onClose={() => navigate('/', { replace: true })}
          footer={
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => navigate('/', { replace: true })}
            >
              {t('common.ok')}
            </button>
          }
        >
          <p>{t('profile.unsubscribe.deletedText')}</p>
        </Modal>
      )}
    </section>
  );
}

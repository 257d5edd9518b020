import { AccessCodeQuery, REGISTRATION_MAX, type AccessCodeDetails } from '@beewatch/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { ApiError } from '@/lib/api-client';
import { getUserDetailsByAccessCode } from '../api/registration-api';
import { translateRegistrationMessage } from '../lib/messages';
import { errorProps, FormField } from './form-field';
import { SubmitButton } from '@/components/ui/submit-button';

export interface AccessCodeStepProps {
  onResolved: (details: AccessCodeDetails) => void;
}

/** Registration step 1 (spec §2.6, §5): the access code, resolved by the server to a role and expiry. */
export function AccessCodeStep({ onResolved }: AccessCodeStepProps) {
  const { t } = useTranslation();
  const { showAlert, clearAlert } = useAlerts();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(AccessCodeQuery), defaultValues: { AccessCode: '' } });
  const error = errors.AccessCode?.message;

  const submit = handleSubmit(async ({ AccessCode }) => {
    clearAlert();
    try {
      onResolved(await getUserDetailsByAccessCode(AccessCode));
    } catch (err) {
      // Spec §8: registration errors show as alerts.
      showAlert(
        'error',
        err instanceof ApiError && !err.isTransport
          ? translateRegistrationMessage(err.message)
          : t('common.requestFailed'),
      );
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="access-code-title">
      <h2 id="access-code-title">{t('registration.step1')}</h2>
      <p className="hint">{t('registration.accessCodeHint')}</p>
      <FormField id="reg-access-code" label={t('registration.accessCode')} required error={error}>
        <input
          {...errorProps('reg-access-code', error, true)}
          autoComplete="off"
          maxLength={REGISTRATION_MAX.AccessCode}
          {...register('AccessCode')}
        />
      </FormField>
      <SubmitButton busy={isSubmitting} block>
        {t('registration.continue')}
      </SubmitButton>
    </form>
  );
}

import { AccessCodeQuery, REGISTRATION_MAX, type AccessCodeDetails } from '@beewatch/shared';
import { Heading } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { FormTextField, RequiredLabel, SchemaForm } from '@/components/ui/form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAccessCodeDetails } from '../api/get-user-details-by-access-code';
import { failureMessage } from '@/lib/server-error';

export interface AccessCodeStepProps {
  onResolved: (details: AccessCodeDetails) => void;
}

/** Registration step 1 (spec §2.6, §5): the access code, resolved by the server to a role and expiry. */
export function AccessCodeStep({ onResolved }: AccessCodeStepProps) {
  const { t } = useTranslation();
  const resolveCode = useAccessCodeDetails();
  const { showAlert, clearAlert } = useAlerts();
  const form = useForm({ resolver: zodResolver(AccessCodeQuery), defaultValues: { AccessCode: '' } });

  const submit = form.handleSubmit(async ({ AccessCode }) => {
    clearAlert();
    try {
      onResolved(await resolveCode.mutateAsync(AccessCode));
    } catch (err) {
      // Spec §8: registration errors show as alerts.
      showAlert('error', failureMessage(err));
    }
  });

  return (
    <SchemaForm form={form} onSubmit={submit} aria-labelledby="access-code-title">
      <Heading level={2} id="access-code-title">
        {t('registration.step1')}
      </Heading>
      <p className="hint">{t('registration.accessCodeHint')}</p>
      <FormTextField
        name="AccessCode"
        id="reg-access-code"
        label={<RequiredLabel text={t('registration.accessCode')} required />}
        isRequired
        autoComplete="off"
        maxLength={REGISTRATION_MAX.AccessCode}
      />
      <SubmitButton busy={form.formState.isSubmitting} block>
        {t('registration.continue')}
      </SubmitButton>
    </SchemaForm>
  );
}

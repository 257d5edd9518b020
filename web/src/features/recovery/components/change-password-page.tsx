import { Heading } from '@aws-amplify/ui-react';
import { ChangePasswordForm } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { FormCurrentPasswordField, FormSubmit, SchemaForm, useSchemaForm } from '@/components/ui/form';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from './new-password-fields';
import './recovery.css';

const EMPTY = { OldPassword: '', NewPassword: '', ConfirmPassword: '' };

/**
 * /home/changepassword (spec §2.2, §7.3) for every signed-in role: old, new and confirmation
 * (the reset page's messages and mustMatch). The server checks the old password first.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const changePasswordCall = useChangePassword();
  const { showAlert } = useAlerts();
  const { form, submit, serverError } = useSchemaForm(ChangePasswordForm, {
    defaultValues: EMPTY,
    onSubmit: async ({ OldPassword, NewPassword }) => {
      await changePasswordCall.mutateAsync({ OldPassword, NewPassword });
      form.reset(EMPTY);
      showAlert('success', t('recovery.change.done'), { autoClose: true });
    },
  });

  return (
    <section className="recovery-page" aria-labelledby="change-title">
      <Heading level={1} id="change-title">
        {t('recovery.change.title')}
      </Heading>
      <SchemaForm form={form} onSubmit={submit}>
        <FormCurrentPasswordField name="OldPassword" id="change-old" label={t('recovery.oldPassword')} />
        <NewPasswordFields idPrefix="change" form={form} />
        <FormSubmit error={serverError}>{t('recovery.change.submit')}</FormSubmit>
      </SchemaForm>
    </section>
  );
}

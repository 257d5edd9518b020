import { RecoveryMsg } from '@beewatch/shared';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordField } from '@/components/ui/form';

/** The new password and its confirmation: field name, id suffix, label key (max 256, the pool's limit). */
const PASSWORD_INPUTS = [
  ['NewPassword', 'new', 'recovery.newPassword'],
  ['ConfirmPassword', 'confirm', 'recovery.confirmPassword'],
] as const;

/**
 * New password + confirmation with the pool's policy as a hint (spec §5 reset: 'New passsword
 * is required', 'Confirm Password is required', 'Password should be match'); shared by the
 * reset and change-password pages, whose forms both hold `NewPassword` and `ConfirmPassword`.
 */
export function NewPasswordFields<T extends FieldValues, C, O extends FieldValues>({
  idPrefix,
  form,
}: {
  idPrefix: string;
  form: UseFormReturn<T, C, O>;
}) {
  const { t } = useTranslation();
  const newPasswordError = form.formState.errors.NewPassword?.message;
  return (
    <>
      {PASSWORD_INPUTS.map(([name, idSuffix, labelKey]) => (
        <FormPasswordField
          key={name}
          name={name as FieldPath<T>}
          id={`${idPrefix}-${idSuffix}`}
          label={t(labelKey)}
          autoComplete="new-password"
          maxLength={256}
        />
      ))}
      {/* The rule once: as the field's error when the password breaks it, else as a hint. */}
      {newPasswordError !== RecoveryMsg.passwordPolicy && (
        <p className="hint">{t('recovery.msg.passwordPolicy')}</p>
      )}
    </>
  );
}

import { RecoveryMsg } from '@beewatch/shared';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

/**
 * New password + confirmation with the pool's policy as a hint (spec §5 reset: 'New passsword
 * is required', 'Confirm Password is required', 'Password should be match'); shared by the
 * reset and change-password pages.
 */
export function NewPasswordFields({
  idPrefix,
  newPassword,
  confirmPassword,
  errors,
}: {
  idPrefix: string;
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { NewPassword?: FieldError; ConfirmPassword?: FieldError };
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={`${idPrefix}-new`}
        type="password"
        label={t('recovery.newPassword')}
        autoComplete="new-password"
        maxLength={256}
        registration={newPassword}
        error={errors.NewPassword?.message}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        type="password"
        label={t('recovery.confirmPassword')}
        autoComplete="new-password"
        maxLength={256}
        registration={confirmPassword}
        error={errors.ConfirmPassword?.message}
      />
      {/* The rule once: as the field's error when the password breaks it, else as a hint. */}
      {errors.NewPassword?.message !== RecoveryMsg.passwordPolicy && (
        <p className="hint">{t('recovery.msg.passwordPolicy')}</p>
      )}
    </>
  );
}

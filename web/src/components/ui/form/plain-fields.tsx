import { PasswordField, type PasswordFieldProps } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A field's error props for its Amplify control (hasError/errorMessage): Amplify links the message
 * to the control with aria-describedby and sets aria-invalid; the role="alert" announces it when it
 * appears. `message` is already in the UI language; undefined means the field is valid.
 */
export function fieldErrorProps(message: string | undefined): {
  hasError: boolean;
  errorMessage?: ReactNode;
} {
  return message
    ? { hasError: true, errorMessage: <span role="alert">{message}</span> }
    : { hasError: false };
}

/**
 * Amplify's password input with the show/hide button named in the UI language. The form fields
 * (FormPasswordField) and the login form, which loads no form library, both render it.
 */
export function PasswordInput(
  props: Omit<PasswordFieldProps, 'showPasswordButtonLabel' | 'hidePasswordButtonLabel'>,
) {
  const { t } = useTranslation();
  return (
    <PasswordField
      showPasswordButtonLabel={t('form.showPassword')}
      hidePasswordButtonLabel={t('form.hidePassword')}
      passwordIsHiddenLabel={t('form.passwordHidden')}
      passwordIsShownLabel={t('form.passwordShown')}
      {...props}
    />
  );
}

/**
 * The user-name input's props (sign-in, recovery, unsubscribe): offers the browser's saved user
 * name and stops at 128 characters (the user pool's limit).
 */
export const USER_NAME_INPUT = { autoComplete: 'username', maxLength: 128 } as const;

/**
 * The current-password input's props (sign-in, change password): offers the browser's saved
 * password and stops at 256 characters (the user pool's limit).
 */
export const CURRENT_PASSWORD_INPUT = { autoComplete: 'current-password', maxLength: 256 } as const;

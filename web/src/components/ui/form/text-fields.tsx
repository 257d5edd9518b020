import {
  TextAreaField,
  TextField,
  type PasswordFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from '@aws-amplify/ui-react';
import { OTP_LENGTH } from '@beewatch/shared';
import type { FieldValues } from 'react-hook-form';
import { useFieldProps, type FormFieldBaseProps } from './field-base';
import { CURRENT_PASSWORD_INPUT, PasswordInput, USER_NAME_INPUT } from './plain-fields';

type Native<P> = Omit<P, 'name' | 'label' | 'hasError' | 'errorMessage' | 'form' | 'ref'>;

/** A labelled text input registered in the form, with its error text linked and announced. */
export function FormTextField<T extends FieldValues, C, O extends FieldValues>(
  props: FormFieldBaseProps<T, C, O> & Native<TextFieldProps>,
) {
  const { form, name, label, registerOptions, input, error } = useFieldProps(props);
  return <TextField label={label} {...input} {...error} {...form.register(name, registerOptions)} />;
}

/** A password input (with Amplify's show/hide button, PasswordInput) registered in the form. */
export function FormPasswordField<T extends FieldValues, C, O extends FieldValues>(
  props: FormFieldBaseProps<T, C, O> & Native<PasswordFieldProps>,
) {
  const { form, name, label, registerOptions, input, error } = useFieldProps(props);
  return <PasswordInput label={label} {...input} {...error} {...form.register(name, registerOptions)} />;
}

/** A multi-line text area registered in the form. */
export function FormTextAreaField<T extends FieldValues, C, O extends FieldValues>(
  props: FormFieldBaseProps<T, C, O> & Native<TextAreaFieldProps>,
) {
  const { form, name, label, registerOptions, input, error } = useFieldProps(props);
  return <TextAreaField label={label} {...input} {...error} {...form.register(name, registerOptions)} />;
}

/**
 * The user-name input of the sign-in, recovery and unsubscribe forms: offers the browser's saved
 * user name and stops at 128 characters (the user pool's limit).
 */
export function FormUserNameField<T extends FieldValues, C, O extends FieldValues>(
  props: FormFieldBaseProps<T, C, O> & Native<TextFieldProps>,
) {
  return <FormTextField {...USER_NAME_INPUT} {...props} />;
}

/**
 * A verification-code input (spec §5: at most OTP_LENGTH characters): the numeric keyboard on
 * phones and the browser's one-time-code autofill.
 */
export function FormCodeField<T extends FieldValues, C, O extends FieldValues>(
  props: FormFieldBaseProps<T, C, O> & Native<TextFieldProps>,
) {
  return <FormTextField inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_LENGTH} {...props} />;
}

/**
 * The current-password input of the sign-in and change-password forms: offers the browser's
 * saved password and stops at 256 characters (the user pool's limit).
 */
export function FormCurrentPasswordField<T extends FieldValues, C, O extends FieldValues>(
  props: FormFieldBaseProps<T, C, O> & Native<PasswordFieldProps>,
) {
  return <FormPasswordField {...CURRENT_PASSWORD_INPUT} {...props} />;
}

import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { RequiredLabel } from './required-label';
import { FormTextField } from './text-fields';

/** What one input made by {@link starredTextFields} differs in. */
export interface StarredTextFieldOptions {
  /** maxLength: the schema's limit for the field. */
  max?: number;
  /** Starred label and `required` on the control. */
  required?: boolean;
  /** The input type; text unless given. */
  type?: string;
  autoComplete?: string;
  /** A check run when the field loses focus (e.g. the server's post-code check). */
  onBlur?: () => void;
}

/**
 * The text inputs of one long form (registration, My Profile): `field(name, label, options)`
 * renders a FormTextField with id `<idPrefix>-<name>` whose visible label carries the required
 * star (RequiredLabel) when `required`.
 */
export function starredTextFields<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O>,
  idPrefix: string,
) {
  return (name: FieldPath<T>, label: string, options: StarredTextFieldOptions = {}) => (
    <FormTextField
      form={form}
      name={name}
      id={`${idPrefix}-${name}`}
      label={<RequiredLabel text={label} required={options.required === true} />}
      isRequired={options.required}
      type={options.type ?? 'text'}
      maxLength={options.max}
      autoComplete={options.autoComplete}
      registerOptions={options.onBlur ? { onBlur: options.onBlur } : undefined}
    />
  );
}

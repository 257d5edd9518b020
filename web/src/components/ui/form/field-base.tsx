import type { ReactNode } from 'react';
import {
  useFormContext,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { translateMessage } from '@/lib/i18n';
import '@/lib/message-catalogue';
import { fieldErrorProps } from './plain-fields';

/**
 * What every form field takes: the react-hook-form instance (built with the shared zod schema
 * through zodResolver), the field's name in it and its visible label.
 */
export interface FormFieldBaseProps<T extends FieldValues, C, O extends FieldValues> {
  /** The form; inside a `SchemaForm` it comes from there and may be left out. */
  form?: UseFormReturn<T, C, O>;
  name: FieldPath<T>;
  label: ReactNode;
  /**
   * Turns the schema's (or the server's) English message into the UI language; the spec's
   * messages are used verbatim in English. Default: the portal's message table.
   */
  translateError?: (message: string) => string;
  /** Extra react-hook-form options of the field, e.g. an `onBlur` check against the server. */
  registerOptions?: RegisterOptions<T, FieldPath<T>>;
  /**
   * The id of an error text shown once for several fields (spec §5 gives the category's name and
   * description one message): the field is marked invalid and described by that text instead of
   * showing its own.
   */
  errorShownBy?: string;
}

/**
 * The field's form: the one it is given, else the enclosing `SchemaForm`'s.
 * @throws Error when the field has neither (a programming error, seen at once in development).
 */
export function useFieldForm<T extends FieldValues, C, O extends FieldValues>(
  form: UseFormReturn<T, C, O> | undefined,
): UseFormReturn<T, C, O> {
  const enclosing = useFormContext<T, C, O>() as UseFormReturn<T, C, O> | null;
  const resolved = form ?? enclosing;
  if (!resolved) throw new Error('A form field needs a form prop or an enclosing SchemaForm');
  return resolved;
}

/**
 * The field's error for Amplify's hasError/errorMessage: Amplify links the message to the control
 * with aria-describedby and sets aria-invalid; the role="alert" announces it when it appears.
 */
export function fieldError<T extends FieldValues, C, O extends FieldValues>({
  form,
  name,
  translateError = translateMessage,
  errorShownBy,
}: FormFieldBaseProps<T, C, O> & { form: UseFormReturn<T, C, O> }): {
  hasError: boolean;
  errorMessage?: ReactNode;
  'aria-describedby'?: string;
} {
  const message = form.getFieldState(name, form.formState).error?.message;
  if (!message) return { hasError: false };
  if (errorShownBy) return { hasError: true, 'aria-describedby': errorShownBy };
  return fieldErrorProps(translateError(message));
}

/**
 * A form field's props split for its Amplify control: the resolved form (useFieldForm), the
 * field's name, label and register options, the control's own props (`input`) and its error
 * props (fieldError).
 */
export function useFieldProps<T extends FieldValues, C, O extends FieldValues, R>(
  props: FormFieldBaseProps<T, C, O> & R,
) {
  const { form: given, name, label, translateError, registerOptions, errorShownBy, ...input } = props;
  const form = useFieldForm(given);
  const error = fieldError({ form, name, label, translateError, errorShownBy });
  return { form, name, label, registerOptions, input, error };
}

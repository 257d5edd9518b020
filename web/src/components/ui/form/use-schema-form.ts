import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { serverErrorText } from '@/lib/server-error';

/**
 * A react-hook-form form checked by a shared zod schema, with the server's error kept beside it:
 * `submit` validates, clears the last server error and calls `onSubmit` with the parsed values;
 * what `onSubmit` throws becomes `serverError` (through `errorText`, by default serverErrorText).
 * Use with `SchemaForm` and `FormSubmit`, or spread `dialogProps` (the form, its submit and
 * the server's error) on a `FormDialog`.
 */
export function useSchemaForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  options: {
    defaultValues: DefaultValues<z.input<S>>;
    onSubmit: (values: z.output<S>) => Promise<unknown>;
    errorText?: (err: unknown) => string;
  },
) {
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues: options.defaultValues,
  });
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await options.onSubmit(values);
    } catch (err) {
      setServerError(options.errorText ? options.errorText(err) : serverErrorText(err));
    }
  });
  const dialogProps = { form, onSubmit: submit, error: serverError };
  return { form, submit, serverError, setServerError, dialogProps };
}

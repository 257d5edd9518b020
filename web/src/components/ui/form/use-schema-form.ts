import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { MessageSource } from '@/lib/i18n';
import { failureMessage } from '@/lib/server-error';

/**
 * A react-hook-form form checked by a shared zod schema, with the server's error kept beside it:
 * `submit` validates, clears the last server error and calls `onSubmit` with the parsed values;
 * what `onSubmit` throws becomes `serverError` (through `errorText`, by default failureMessage:
 * the envelope's message with its key, shown in the UI language where it is displayed).
 * `prepare` shapes the values before the schema checks them (e.g. blanking entries a choice
 * hides); `onInvalid` runs when the schema refuses them.
 * Use with `SchemaForm` and `FormSubmit`, or spread `dialogProps` (the form, its submit and
 * the server's error) on a `FormDialog`.
 */
export function useSchemaForm<S extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: S,
  options: {
    defaultValues: DefaultValues<z.input<S>>;
    onSubmit: (values: z.output<S>) => Promise<unknown>;
    errorText?: (err: unknown) => MessageSource;
    prepare?: (values: z.input<S>) => z.input<S>;
    onInvalid?: () => void;
  },
) {
  const [serverError, setServerError] = useState<MessageSource | null>(null);
  const schemaResolver = zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>;
  const { prepare } = options;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: prepare
      ? (values, context, opts) => schemaResolver(prepare(values), context, opts)
      : schemaResolver,
    defaultValues: options.defaultValues,
  });
  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await options.onSubmit(values);
    } catch (err) {
      setServerError((options.errorText ?? failureMessage)(err));
    }
  }, options.onInvalid);
  const dialogProps = { form, onSubmit: submit, error: serverError };
  return { form, submit, serverError, setServerError, dialogProps };
}

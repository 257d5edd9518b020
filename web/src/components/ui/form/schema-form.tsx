import { Flex, type FlexProps } from '@aws-amplify/ui-react';
import type { AriaAttributes, FormEventHandler, ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** How the form's column is laid out (Amplify Flex), and its name for assistive technology. */
type Layout = Pick<FlexProps, 'gap' | 'direction' | 'alignItems' | 'wrap' | 'className' | 'id'> &
  Pick<AriaAttributes, 'aria-label' | 'aria-labelledby' | 'aria-busy'>;

/**
 * A form laid out as a column (gap medium unless given) that hands its react-hook-form instance
 * to the `Form*Field`s inside it, so each field names only its own props. The browser's own
 * validation is off: the shared zod schema (through zodResolver) checks the values and the fields
 * show its messages.
 */
export function SchemaForm<T extends FieldValues, C, O extends FieldValues>({
  form,
  onSubmit,
  children,
  direction = 'column',
  gap = 'medium',
  ...layout
}: Layout & {
  form: UseFormReturn<T, C, O>;
  /** Usually `form.handleSubmit(...)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <Flex as="form" direction={direction} gap={gap} onSubmit={onSubmit} noValidate {...layout}>
        {children}
      </Flex>
    </FormProvider>
  );
}

import type { FlexProps } from '@aws-amplify/ui-react';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Modal, type ModalProps } from '../modal';
import { FormActions } from './form-actions';
import { SchemaForm } from './schema-form';
import type { MessageSource } from '@/lib/i18n';

/**
 * A dialog holding one form: a click beside it does not close it (what was typed stays), its
 * fields come as `children`, and it ends with FormActions — the server's error, the submit button
 * (busy while the form is submitting) and the button that closes it (Cancel unless `cancelLabel`
 * names it). Usually written with useSchemaForm's `dialogProps` spread on it.
 */
export function FormDialog<T extends FieldValues, C, O extends FieldValues>({
  title,
  onClose,
  size,
  initialFocus,
  form,
  onSubmit,
  gap,
  className,
  'aria-label': ariaLabel,
  submitLabel,
  error,
  cancelLabel,
  children,
}: {
  title: string;
  onClose: () => void;
  size?: ModalProps['size'];
  initialFocus?: ModalProps['initialFocus'];
  form: UseFormReturn<T, C, O>;
  /** Usually `form.handleSubmit(...)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  gap?: FlexProps['gap'];
  /** The form element's class, for a layout of its own. */
  className?: string;
  /** The form's own name, where it differs from the dialog's title. */
  'aria-label'?: string;
  submitLabel: ReactNode;
  /** The server's message (shown by its key in the UI language); nothing while null. */
  error?: MessageSource | null;
  cancelLabel?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      size={size}
      closeOnBackdrop={false}
      initialFocus={initialFocus}
    >
      <SchemaForm form={form} onSubmit={onSubmit} gap={gap} className={className} aria-label={ariaLabel}>
        {children}
        <FormActions
          error={error}
          busy={form.formState.isSubmitting}
          submitLabel={submitLabel}
          onCancel={onClose}
          cancelLabel={cancelLabel}
        />
      </SchemaForm>
    </Modal>
  );
}

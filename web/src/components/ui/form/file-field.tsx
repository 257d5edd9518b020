import { Flex, Input, Label, Text } from '@aws-amplify/ui-react';
import { useId, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage, type MessageSource } from '@/lib/i18n';

export interface FileFieldProps {
  id?: string;
  label: ReactNode;
  /** The accepted types, as the input's `accept` (e.g. '.png,.jpg,image/png'). */
  accept: string;
  /** A line under the control (allowed types, size); linked with aria-describedby. */
  hint?: ReactNode;
  /** The chosen file's problem, shown in the UI language of the moment; announced when it appears. */
  error?: MessageSource | null;
  onFile: (file: File | null) => void;
  /** The input itself, so the form can clear the choice after sending. */
  inputRef?: Ref<HTMLInputElement>;
  isDisabled?: boolean;
}

/**
 * A file picker laid out as the other form fields (label, control, hint, error). The file is kept
 * by the screen, not by react-hook-form: files are checked and uploaded apart from the JSON body.
 */
export function FileField({ id, label, accept, hint, error, onFile, inputRef, isDisabled }: FileFieldProps) {
  useTranslation();
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Flex direction="column" gap="xs" className="amplify-field file-field">
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        id={inputId}
        ref={inputRef}
        type="file"
        accept={accept}
        hasError={!!error}
        isDisabled={isDisabled}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
      {hint && (
        <Text id={hintId} className="amplify-field__description">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={errorId} className="amplify-field__error-message" role="alert">
          {translateMessage(error)}
        </Text>
      )}
    </Flex>
  );
}

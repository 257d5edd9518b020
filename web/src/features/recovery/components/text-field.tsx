import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translateRecoveryMessage } from '../lib/messages';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's validation message (English from the shared schema or the server). */
  error?: string;
}

/** A labelled input with its error announced and linked (aria-describedby). */
export function TextField({ id, label, registration, error, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
        {...registration}
      />
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {translateRecoveryMessage(error)}
        </p>
      )}
    </div>
  );
}

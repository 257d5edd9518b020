import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateRegistrationMessage } from '../lib/messages';

export interface FormFieldProps {
  id: string;
  label: string;
  /** Shows the required star (spec §5 hides it for the post code of role 35). */
  required?: boolean;
  error?: string;
  children: ReactNode;
}

/** Label, control and the field's message; the control sets aria-describedby `${id}-error`. */
export function FormField({ id, label, required, error, children }: FormFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required-star" title={t('registration.required')}>
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {translateRegistrationMessage(error)}
        </p>
      )}
    </div>
  );
}

/** ARIA attributes of a control with an optional error. */
export function errorProps(id: string, error: string | undefined, required?: boolean) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': required ? true : undefined,
  };
}

import { useTranslation } from 'react-i18next';

/**
 * A field's visible label with the required star. The star is for the eye only (its tooltip says
 * 'required'); the control itself carries `required` for assistive technology (`isRequired`).
 */
export function RequiredLabel({ text, required = true }: { text: string; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {text}
      {required && (
        <span className="required-star" aria-hidden="true" title={t('form.required')}>
          {' '}
          *
        </span>
      )}
    </>
  );
}

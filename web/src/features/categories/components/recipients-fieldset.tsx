import { CATEGORY_RECIPIENTS_MAX } from '@beewatch/shared';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DeleteIcon } from '@/components/ui/icons';
import { EMPTY_RECIPIENT, type ActivityFormInput } from '../lib/category-form';
import { translateCategoryMessage } from '../lib/messages';

export interface RecipientsFieldsetProps {
  control: Control<ActivityFormInput>;
  register: UseFormRegister<ActivityFormInput>;
  errors: FieldErrors<ActivityFormInput>['Recipients'];
  /** Which entries the escalation needs (spec §4): email for email/WeWatchOfficer, phone for phone. */
  show: { email: boolean; phone: boolean };
}

/** The optional escalation recipients: rows of name plus email or phone, up to 100. */
export function RecipientsFieldset({ control, register, errors, show }: RecipientsFieldsetProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'Recipients' });
  const full = fields.length >= CATEGORY_RECIPIENTS_MAX;

  return (
    <fieldset className="category-fieldset">
      <legend>{t('categories.activity.recipients')}</legend>
      {show.phone && <p className="hint">{t('categories.activity.phoneHint')}</p>}
      {fields.length === 0 && <p className="hint">{t('categories.activity.noRecipients')}</p>}
      <ol className="recipient-list">
        {fields.map((field, i) => {
          const n = i + 1;
          const rowErrors = Array.isArray(errors) ? errors[i] : undefined;
          const emailError = rowErrors?.Email?.message;
          const phoneError = rowErrors?.Phone?.message;
          return (
            <li key={field.id} className="recipient-row">
              <input
                aria-label={t('categories.activity.recipientName', { n })}
                placeholder={t('categories.activity.name')}
                maxLength={100}
                {...register(`Recipients.${i}.Name`)}
              />
              {show.email && (
                <span className="recipient-cell">
                  <input
                    type="email"
                    aria-label={t('categories.activity.recipientEmail', { n })}
                    placeholder={t('categories.activity.email')}
                    maxLength={100}
                    aria-invalid={emailError ? true : undefined}
                    aria-describedby={emailError ? `recipient-${i}-email-error` : undefined}
                    {...register(`Recipients.${i}.Email`)}
                  />
                  {emailError && (
                    <span id={`recipient-${i}-email-error`} className="field-error" role="alert">
                      {translateCategoryMessage(emailError)}
                    </span>
                  )}
                </span>
              )}
              {show.phone && (
                <span className="recipient-cell">
                  <input
                    type="tel"
                    aria-label={t('categories.activity.recipientPhone', { n })}
                    placeholder="+447700900123"
                    maxLength={20}
                    aria-invalid={phoneError ? true : undefined}
                    aria-describedby={phoneError ? `recipient-${i}-phone-error` : undefined}
                    {...register(`Recipients.${i}.Phone`)}
                  />
                  {phoneError && (
                    <span id={`recipient-${i}-phone-error`} className="field-error" role="alert">
                      {translateCategoryMessage(phoneError)}
                    </span>
                  )}
                </span>
              )}
              <button
                type="button"
                className="icon-button icon-danger"
                aria-label={t('categories.activity.removeRecipient', { n })}
                onClick={() => remove(i)}
              >
                <DeleteIcon />
              </button>
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn" disabled={full} onClick={() => append({ ...EMPTY_RECIPIENT })}>
        {t('categories.activity.addRecipient')}
      </button>
      {full && (
        <p className="hint">{t('categories.activity.recipientsMax', { max: CATEGORY_RECIPIENTS_MAX })}</p>
      )}
    </fieldset>
  );
}

import { CATEGORY_RECIPIENTS_MAX } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/ui/form';
import { IconButton } from '@/components/ui/icon-button';
import { DeleteIcon } from '@/components/ui/icons';
import { EMPTY_RECIPIENT, type ActivityFormInput, type ActivityFormValues } from '../lib/category-form';

export interface RecipientsFieldsetProps {
  form: UseFormReturn<ActivityFormInput, unknown, ActivityFormValues>;
  /** Which entries the escalation needs (spec §4): email for email/WeWatchOfficer, phone for phone. */
  show: { email: boolean; phone: boolean };
}

/** The optional escalation recipients: rows of name plus email or phone, up to 100. */
export function RecipientsFieldset({ form, show }: RecipientsFieldsetProps) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'Recipients' });
  const full = fields.length >= CATEGORY_RECIPIENTS_MAX;

  return (
    <fieldset className="category-fieldset">
      <legend>{t('categories.activity.recipients')}</legend>
      {show.phone && <p className="hint">{t('categories.activity.phoneHint')}</p>}
      {fields.length === 0 && <p className="hint">{t('categories.activity.noRecipients')}</p>}
      <ol className="recipient-list">
        {fields.map((field, i) => {
          const n = i + 1;
          return (
            <li key={field.id} className="recipient-row">
              <FormTextField
                name={`Recipients.${i}.Name`}
                label={t('categories.activity.recipientName', { n })}
                labelHidden
                placeholder={t('categories.activity.name')}
                maxLength={100}
              />
              {show.email && (
                <FormTextField
                  name={`Recipients.${i}.Email`}
                  label={t('categories.activity.recipientEmail', { n })}
                  labelHidden
                  type="email"
                  placeholder={t('categories.activity.email')}
                  maxLength={100}
                />
              )}
              {show.phone && (
                <FormTextField
                  name={`Recipients.${i}.Phone`}
                  label={t('categories.activity.recipientPhone', { n })}
                  labelHidden
                  type="tel"
                  placeholder="+447700900123"
                  maxLength={20}
                />
              )}
              <IconButton
                danger
                label={t('categories.activity.removeRecipient', { n })}
                onClick={() => remove(i)}
              >
                <DeleteIcon />
              </IconButton>
            </li>
          );
        })}
      </ol>
      <Button isDisabled={full} onClick={() => append({ ...EMPTY_RECIPIENT })}>
        {t('categories.activity.addRecipient')}
      </Button>
      {full && (
        <p className="hint">{t('categories.activity.recipientsMax', { max: CATEGORY_RECIPIENTS_MAX })}</p>
      )}
    </fieldset>
  );
}

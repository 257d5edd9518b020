import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextAreaField, FormTextField, ErrorLine, SchemaForm } from '@/components/ui/form';
import { Modal } from '@/components/ui/modal';
import { AddCategoryForm, type AddCategoryValues } from '../lib/category-form';

export interface AddCategoryDialogProps {
  onClose: () => void;
  /** Called with the trimmed name and description: the activity popup takes over. */
  onContinue: (basics: AddCategoryValues) => void;
}

const ERROR_ID = 'add-category-error';

/** Add-category popup (spec §2.7, §5): name and description, then Continue. */
export function AddCategoryDialog({ onClose, onContinue }: AddCategoryDialogProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(AddCategoryForm),
    defaultValues: { Name: '', Description: '' },
  });
  const { errors } = form.formState;
  // Both fields share one message (spec §5); show it once.
  const message = errors.Name?.message ?? errors.Description?.message;

  return (
    <Modal open title={t('categories.addDialog.title')} onClose={onClose} closeOnBackdrop={false}>
      <SchemaForm form={form} onSubmit={form.handleSubmit(onContinue)}>
        <FormTextField
          name="Name"
          label={t('categories.addDialog.name')}
          maxLength={CATEGORY_NAME_MAX}
          errorShownBy={ERROR_ID}
        />
        <FormTextAreaField
          name="Description"
          label={t('categories.addDialog.description')}
          rows={3}
          maxLength={CATEGORY_DESCRIPTION_MAX}
          errorShownBy={ERROR_ID}
        />
        <ErrorLine id={ERROR_ID} message={message} />
        <div className="modal-actions">
          <Button type="submit" variation="primary">
            {t('categories.addDialog.continue')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        </div>
      </SchemaForm>
    </Modal>
  );
}

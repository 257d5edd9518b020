import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import {
  AddCategoryForm,
  CATEGORY_DESCRIPTION_MAX,
  CATEGORY_NAME_MAX,
  type AddCategoryValues,
} from '../lib/category-form';
import { translateCategoryMessage } from '../lib/messages';

export interface AddCategoryDialogProps {
  onClose: () => void;
  /** Called with the trimmed name and description: the activity popup takes over. */
  onContinue: (basics: AddCategoryValues) => void;
}

/** Add-category popup (spec §2.7, §5): name and description, then Continue. */
export function AddCategoryDialog({ onClose, onContinue }: AddCategoryDialogProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(AddCategoryForm),
    defaultValues: { Name: '', Description: '' },
  });
  // Both fields share one message (spec §5); show it once.
  const message = errors.Name?.message ?? errors.Description?.message;

  return (
    <Modal open title={t('categories.addDialog.title')} onClose={onClose} closeOnBackdrop={false}>
      <form onSubmit={handleSubmit(onContinue)} noValidate>
        <div className="field">
          <label htmlFor="add-category-name">{t('categories.addDialog.name')}</label>
          <input
            id="add-category-name"
            maxLength={CATEGORY_NAME_MAX}
            aria-invalid={errors.Name ? true : undefined}
            aria-describedby={errors.Name ? 'add-category-error' : undefined}
            {...register('Name')}
          />
        </div>
        <div className="field">
          <label htmlFor="add-category-description">{t('categories.addDialog.description')}</label>
          <textarea
            id="add-category-description"
            rows={3}
            maxLength={CATEGORY_DESCRIPTION_MAX}
            aria-invalid={errors.Description ? true : undefined}
            aria-describedby={errors.Description ? 'add-category-error' : undefined}
            {...register('Description')}
          />
        </div>
        {message && (
          <p id="add-category-error" className="form-error" role="alert">
            {translateCategoryMessage(message)}
          </p>
        )}
        <div className="modal-actions">
          <button type="submit" className="btn btn-primary">
            {t('categories.addDialog.continue')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

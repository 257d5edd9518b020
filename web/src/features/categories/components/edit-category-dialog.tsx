import { useTranslation } from 'react-i18next';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useCategory } from '../api/get-category';
import type { SavedCategory } from '../api/save-category';
import { ActivityDialog } from './activity-dialog';
import { failureMessage } from '@/lib/server-error';

export interface EditCategoryDialogProps {
  categoryId: string;
  onClose: () => void;
  onSaved: (saved: SavedCategory) => void;
}

/** The edit icon: FetchDataForEditCategory, then the activity popup filled with it (spec §2.7). */
export function EditCategoryDialog({ categoryId, onClose, onSaved }: EditCategoryDialogProps) {
  useTranslation(); // the server's message follows a language switch
  const category = useCategory(categoryId);

  if (category.isPending) return <LoadingOverlay />;
  if (category.isError) {
    const err = category.error;
    const message = failureMessage(err);
    return <ErrorDialog message={message} onClose={onClose} />;
  }
  return (
    <ActivityDialog
      initial={{ ...category.data, CategoryID: category.data.CategoryID ?? categoryId }}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

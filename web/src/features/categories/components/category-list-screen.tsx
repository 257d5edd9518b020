import { Msg, type CategoryRow } from '@beewatch/shared';
import { Button } from '@aws-amplify/ui-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '@/components/ui/alerts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { loadNextPage } from '@/components/ui/data-table';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import type { SavedCategory } from '../api/save-category';
import type { AddCategoryValues } from '../lib/category-form';
import { ActivityDialog } from './activity-dialog';
import { AddCategoryDialog } from './add-category-dialog';
import { CategoryTable, type CategoryAction } from './category-table';
import { EditCategoryDialog } from './edit-category-dialog';
import './categories.css';
import { failureMessage } from '@/lib/server-error';
import { PageHead } from '@/components/ui/page-head';
import { ListError } from '@/components/ui/list-error';
import type { MessageSource } from '@/lib/i18n';

type Dialog =
  | { kind: 'add' }
  | { kind: 'activity'; basics: AddCategoryValues }
  | { kind: 'edit' | 'delete'; category: CategoryRow }
  | null;

/** The controller's category list (spec §2.7, §4, §5, §7.1, §8, §9). */
export function CategoryListScreen() {
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<MessageSource | null>(null);
  const list = useCategories();
  const remove = useDeleteCategory();
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = list;

  const close = () => setDialog(null);
  const onLoadMore = useCallback(
    () => loadNextPage({ hasNextPage, fetchNextPage }),
    [fetchNextPage, hasNextPage],
  );
  const onAction = useCallback(
    (action: CategoryAction, category: CategoryRow) => setDialog({ kind: action, category }),
    [],
  );

  const onSaved = (saved: SavedCategory) => {
    close();
    showAlert('success', saved.message, { autoClose: true });
  };

  const onDelete = async (category: CategoryRow) => {
    try {
      await remove.mutateAsync(category.CategoryID);
      close();
      showAlert('success', Msg.dataDeleted, { autoClose: true });
    } catch (err) {
      close();
      // Spec §8: a refused category delete shows the server's message in the Error dialog.
      setError(failureMessage(err));
    }
  };

  return (
    <section className="categories" aria-labelledby="categories-title">
      <PageHead id="categories-title" title={t('categories.title')}>
        <Button variation="primary" onClick={() => setDialog({ kind: 'add' })}>
          {t('categories.add')}
        </Button>
      </PageHead>
      <ListError query={list} retry />
      <CategoryTable
        failed={list.isError}
        categories={list.categories}
        onAction={onAction}
        loading={list.isPending}
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        onLoadMore={onLoadMore}
      />

      {dialog?.kind === 'add' && (
        <AddCategoryDialog onClose={close} onContinue={(basics) => setDialog({ kind: 'activity', basics })} />
      )}
      {dialog?.kind === 'activity' && (
        <ActivityDialog initial={dialog.basics} onClose={close} onSaved={onSaved} />
      )}
      {dialog?.kind === 'edit' && (
        <EditCategoryDialog categoryId={dialog.category.CategoryID} onClose={close} onSaved={onSaved} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          title={t('categories.delete.title')}
          message={t('categories.delete.message', { name: dialog.category.Name })}
          busy={remove.isPending}
          onConfirm={() => void onDelete(dialog.category)}
          onCancel={close}
        />
      )}
      <ErrorDialog message={error} onClose={() => setError(null)} />
    </section>
  );
}

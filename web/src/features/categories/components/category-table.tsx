import type { CategoryRow as Row } from '@beewatch/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { IconButton } from '@/components/ui/icon-button';
import { DeleteIcon, EditIcon } from '@/components/ui/icons';

export type CategoryAction = 'edit' | 'delete';

export interface CategoryTableProps {
  categories: Row[];
  onAction: (action: CategoryAction, category: Row) => void;
  loading: boolean;
  /** The list could not be loaded: no empty-state text under the screen's error. */
  failed?: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}

/** The first recipient of a category, and how many more it has (a badge, read out in words). */
function RecipientCell({ category }: { category: Row }) {
  const { t } = useTranslation();
  const more = Math.max(0, category.RecipientCount - 1);
  return (
    <>
      {category.RecipientName}
      {more > 0 && (
        <>
          {' '}
          <span className="more-recipients" aria-hidden="true">
            +{more}
          </span>
          <span className="visually-hidden">{t('categories.table.moreRecipients', { count: more })}</span>
        </>
      )}
    </>
  );
}

/**
 * The category table (spec §2.7): name, description, the first recipient (and how many more),
 * delete and edit, with infinite scroll — the next page is asked for as the end of the list
 * comes near the viewport, or by the 'load more' button.
 */
export function CategoryTable(props: CategoryTableProps) {
  const { categories, onAction, loading, hasNextPage, isFetchingNextPage, onLoadMore } = props;
  const { t } = useTranslation();
  const columns = useMemo<DataColumn<Row>[]>(
    () => [
      { id: 'name', header: t('categories.table.name'), cell: (c) => c.Name },
      { id: 'description', header: t('categories.table.description'), cell: (c) => c.Description },
      {
        id: 'recipient',
        header: t('categories.table.recipientName'),
        cell: (c) => <RecipientCell category={c} />,
      },
      { id: 'email', header: t('categories.table.recipientEmail'), cell: (c) => c.RecipientEmail },
      {
        id: 'delete',
        header: t('categories.table.delete'),
        headerHidden: true,
        cell: (c) => (
          <IconButton
            danger
            label={t('categories.actions.delete', { name: c.Name })}
            onClick={() => onAction('delete', c)}
          >
            <DeleteIcon />
          </IconButton>
        ),
      },
      {
        id: 'edit',
        header: t('categories.table.edit'),
        headerHidden: true,
        cell: (c) => (
          <IconButton
            label={t('categories.actions.edit', { name: c.Name })}
            onClick={() => onAction('edit', c)}
          >
            <EditIcon />
          </IconButton>
        ),
      },
    ],
    [t, onAction],
  );

  return (
    <DataTable
      label={t('categories.table.label')}
      columns={columns}
      rows={categories}
      rowId={(c) => c.CategoryID}
      loading={loading}
      failed={props.failed}
      emptyText={t('categories.table.empty')}
      paging={{ hasNextPage, isFetchingNextPage, onLoadMore, loadMoreLabel: t('categories.table.loadMore') }}
    />
  );
}

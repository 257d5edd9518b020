import type { CategoryRow as Row } from '@beewatch/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteIcon, EditIcon } from '@/components/ui/icons';

export type CategoryAction = 'edit' | 'delete';

export interface CategoryRowProps {
  category: Row;
  onAction: (action: CategoryAction, category: Row) => void;
}

/** One category: name, description, its first recipient (and how many more), delete and edit. */
export const CategoryRow = memo(function CategoryRow({ category, onAction }: CategoryRowProps) {
  const { t } = useTranslation();
  const more = Math.max(0, category.RecipientCount - 1);
  return (
    <tr data-id={category.CategoryID}>
      <td>{category.Name}</td>
      <td>{category.Description}</td>
      <td>
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
      </td>
      <td>{category.RecipientEmail}</td>
      <td>
        <button
          type="button"
          className="icon-button icon-danger"
          aria-label={t('categories.actions.delete', { name: category.Name })}
          onClick={() => onAction('delete', category)}
        >
          <DeleteIcon />
        </button>
      </td>
      <td>
        <button
          type="button"
          className="icon-button"
          aria-label={t('categories.actions.edit', { name: category.Name })}
          onClick={() => onAction('edit', category)}
        >
          <EditIcon />
        </button>
      </td>
    </tr>
  );
});

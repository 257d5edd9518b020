import type { CategoryRow as Row } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { LoadMoreFooter } from '@/components/ui/load-more-footer';
import { CategoryRow, type CategoryAction } from './category-row';

export interface CategoryTableProps {
  categories: Row[];
  onAction: (action: CategoryAction, category: Row) => void;
  loading: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}

/** How far below the viewport the next page is requested, so rows arrive before the user gets there. */

/**
 * The category table (spec §2.7) with infinite scroll: a sentinel under the table asks for the
 * next page when it comes near the viewport; the observer is recreated after every page, so a
 * screen that is still not full keeps loading.
 */
export function CategoryTable(props: CategoryTableProps) {
  const { categories, onAction, loading, hasNextPage, isFetchingNextPage, onLoadMore } = props;
  const { t } = useTranslation();

  return (
    <>
      <div className="table-wrap">
        <table
          className="category-table"
          aria-label={t('categories.table.label')}
          aria-busy={loading || isFetchingNextPage}
        >
          <thead>
            <tr>
              <th scope="col">{t('categories.table.name')}</th>
              <th scope="col">{t('categories.table.description')}</th>
              <th scope="col">{t('categories.table.recipientName')}</th>
              <th scope="col">{t('categories.table.recipientEmail')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('categories.table.delete')}</span>
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('categories.table.edit')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {categories.map((c) => (
              <CategoryRow key={c.CategoryID} category={c} onAction={onAction} />
            ))}
            {!loading && categories.length === 0 && (
              <tr>
                <td colSpan={6} className="empty">
                  {t('categories.table.empty')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <LoadMoreFooter
        loading={loading}
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        onLoadMore={onLoadMore}
        rowCount={categories.length}
        loadMoreLabel={t('categories.table.loadMore')}
      />
    </>
  );
}

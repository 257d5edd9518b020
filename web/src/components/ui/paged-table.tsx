import { useTranslation } from 'react-i18next';

/** What a paged list query gives (TanStack Query's useInfiniteQuery result). */
interface PagedQuery {
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The row a table shows when a loaded list has no rows; `colSpan` spans the table's columns. */
export function EmptyTableRow({
  list,
  rowCount,
  colSpan,
  text,
}: {
  list: PagedQuery;
  rowCount: number;
  colSpan: number;
  text: string;
}) {
  if (list.isPending || rowCount > 0) return null;
  return (
    <tr>
      <td colSpan={colSpan} className="empty">
        {text}
      </td>
    </tr>
  );
}

/**
 * Under a table paged by button (admin and collector lists): 'Loading…' while the first page
 * loads, and a 'load more' button while the server has more, disabled while a page loads.
 */
export function LoadMoreButton({ list, label }: { list: PagedQuery; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      {list.isPending && <p className="hint">{t('common.loading')}</p>}
      {list.hasNextPage && (
        <button
          type="button"
          className="btn load-more"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {label}
        </button>
      )}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useLoadMoreSentinel } from '@/hooks/use-load-more-sentinel';
import { Spinner } from './spinner';

/**
 * What sits under an infinite-scroll table (spec §4, §9): the sentinel that loads the next page
 * near the bottom, a spinner while a page loads, and a 'load more' button for keyboard users.
 */
export function LoadMoreFooter({
  loading,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  rowCount,
  loadMoreLabel,
}: {
  loading: boolean;
  hasNextPage: boolean | undefined;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  rowCount: number;
  loadMoreLabel: string;
}) {
  const { t } = useTranslation();
  const sentinelRef = useLoadMoreSentinel(
    Boolean(hasNextPage) && !isFetchingNextPage && !loading,
    onLoadMore,
    rowCount,
  );
  return (
    <>
      <div ref={sentinelRef} className="scroll-sentinel" data-testid="scroll-sentinel" aria-hidden="true" />
      {(loading || isFetchingNextPage) && <Spinner label={t('common.loading')} />}
      {/* Kept while the page loads (aria-disabled, not removed), so keyboard focus stays in the list. */}
      {hasNextPage && !loading && (
        <button
          type="button"
          className="btn btn-ghost load-more"
          aria-disabled={isFetchingNextPage || undefined}
          onClick={() => {
            if (!isFetchingNextPage) onLoadMore();
          }}
        >
          {loadMoreLabel}
        </button>
      )}
    </>
  );
}

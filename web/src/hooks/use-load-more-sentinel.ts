import { useEffect, useRef } from 'react';

/** How far below the viewport the sentinel starts loading the next page (spec §4: near the bottom). */
const PREFETCH_MARGIN = '0px 0px 400px 0px';

/**
 * Infinite scroll (spec §4 Tracking list, §9 page size): returns a ref for an element under the
 * list; when it comes near the viewport and `canLoad` holds, `onLoadMore` runs. The observer is
 * recreated whenever `rowCount` changes, so a screen that is still not full keeps loading.
 */
export function useLoadMoreSentinel(canLoad: boolean, onLoadMore: () => void, rowCount: number) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !canLoad) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onLoadMore();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoad, onLoadMore, rowCount]);
  return sentinelRef;
}

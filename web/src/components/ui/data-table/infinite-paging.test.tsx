import { QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '@/testing/render';
import { infiniteRows } from './infinite-paging';

/** A list of three pages of two rows whose pages arrive when the test releases them. */
function usePagedList(asked: { page: number; aborted: () => boolean }[], release: Promise<void>) {
  return useInfiniteQuery({
    queryKey: ['hives'],
    queryFn: async ({ pageParam, signal }) => {
      asked.push({ page: pageParam, aborted: () => signal.aborted });
      if (pageParam > 1) await release;
      return { rows: [`hive ${pageParam}a`, `hive ${pageParam}b`] };
    },
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => (pages.length < 3 ? pages.length + 1 : undefined),
  });
}

describe('infiniteRows', () => {
  it('asks for a page once when the footer and the last rows both ask in the same render', async () => {
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const asked: { page: number; aborted: () => boolean }[] = [];
    let arrive = () => {};
    const release = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const { result } = renderHook(() => infiniteRows(usePagedList(asked, release), 'More'), { wrapper });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));

    const { onLoadMore } = result.current.paging;
    act(() => {
      onLoadMore();
      onLoadMore();
    });
    act(() => arrive());
    await waitFor(() => expect(result.current.rows).toHaveLength(4));

    expect(asked.map((a) => a.page)).toEqual([1, 2]);
    expect(asked.some((a) => a.aborted())).toBe(false);
    expect(result.current.rows).toEqual(['hive 1a', 'hive 1b', 'hive 2a', 'hive 2b']);
  });
});

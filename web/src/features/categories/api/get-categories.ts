import { API, CategoryRow, PAGE_SIZE } from '@beewatch/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { call } from '@/lib/api-client';

/** One page of the category list. */
export interface CategoryPage {
  rows: CategoryRow[];
  nextToken: string | null;
}

export const categoryKeys = {
  all: ['categories'] as const,
  lists: () => [...categoryKeys.all, 'list'] as const,
  detail: (id: string) => [...categoryKeys.all, 'detail', id] as const,
};

/** GET admin/CategoryList?RecordPerPage=15&NextToken= (spec §7.1, §9): a page by name. */
export async function getCategoryPage(nextToken: string | null, signal?: AbortSignal): Promise<CategoryPage> {
  const res = await call(API.categories.categoryList, {
    query: { RecordPerPage: PAGE_SIZE, NextToken: nextToken },
    signal,
  });
  return { rows: res.data, nextToken: res.NextToken ?? null };
}

/**
 * The infinite category list: 15 rows a page, the next asked with the previous NextToken, none
 * after a short page (spec §4, §9). A save or delete resets it, so it reloads from page one.
 */
export function useCategories() {
  const query = useInfiniteQuery({
    queryKey: categoryKeys.lists(),
    queryFn: ({ pageParam, signal }) => getCategoryPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) =>
      last.rows.length < PAGE_SIZE || !last.nextToken ? undefined : last.nextToken,
    staleTime: Infinity,
  });

  // A row renamed between two page requests could come twice; show it once.
  const categories = useMemo(() => {
    const seen = new Set<string>();
    const out: CategoryRow[] = [];
    for (const row of query.data?.pages.flatMap((p) => p.rows) ?? []) {
      if (seen.has(row.CategoryID)) continue;
      seen.add(row.CategoryID);
      out.push(row);
    }
    return out;
  }, [query.data]);

  return { ...query, categories };
}

import { API, type CategoryOption } from '@beewatch/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { trackingKeys } from './get-tracking-history';

/** GET beewatchagent/GetCategoryList: the options of the category filter. */
export async function fetchCategoryOptions(signal?: AbortSignal): Promise<CategoryOption[]> {
  const res = await call(API.tracking.getCategoryList, { signal });
  return res.data;
}

/**
 * Asked again each time the screen opens: a category added or deleted on the category list
 * screen shows up (or goes) at once. Until the answer comes, the cached list is shown.
 */
export const categoryOptionsQuery = () =>
  queryOptions({
    queryKey: [...trackingKeys.all, 'categories'] as const,
    queryFn: ({ signal }) => fetchCategoryOptions(signal),
    staleTime: 0,
  });

export const useCategoryOptions = () => useQuery(categoryOptionsQuery());

import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** GET mobile/GetCategoryList: the categories of the filter (any signed-in role). */
export function useHistoryCategories() {
  return useQuery({
    queryKey: ['tracking-history', 'categories'],
    queryFn: async ({ signal }) => (await call(API.ingest.getCategoryList, { signal })).data,
  });
}

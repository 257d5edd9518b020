import { API } from '@beewatch/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { categoryKeys } from './get-categories';

/** GET admin/FetchDataForEditCategory?CategoryID= (spec §7.1): the category with its activity. */
export async function getCategory(id: string, signal?: AbortSignal) {
  const res = await call(API.categories.fetchDataForEditCategory, { query: { CategoryID: id }, signal });
  return res.data;
}

/** The category to edit, fetched fresh each time the popup opens. */
export function useCategory(id: string) {
  return useQuery({
    queryKey: categoryKeys.detail(id),
    queryFn: ({ signal }) => getCategory(id, signal),
    gcTime: 0,
    staleTime: 0,
  });
}

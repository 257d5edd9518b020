import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ActivityData } from '../lib/category-form';
import { categoryKeys } from './get-categories';

/** GET admin/FetchDataForEditCategory?CategoryID= (spec §7.1): the category with its activity. */
export async function getCategory(id: string, signal?: AbortSignal) {
  const res = await apiRequest('admin/FetchDataForEditCategory', {
    query: { CategoryID: id },
    data: ActivityData,
    signal,
  });
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

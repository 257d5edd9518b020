import { API } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useCacheMutation } from '@/hooks/use-cache-mutation';
import { categoryKeys } from './get-categories';

/** POST admin/DeleteCategory?CategoryID= (spec §7.1); refused while tracking records use it. */
export async function deleteCategory(id: string): Promise<void> {
  await call(API.categories.deleteCategory, { query: { CategoryID: id } });
}

/** Deletes, then reloads the list from the first page. */
export function useDeleteCategory() {
  return useCacheMutation(deleteCategory, { reset: categoryKeys.lists() });
}

import { API } from '@beewatch/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { categoryKeys } from './get-categories';

/** POST admin/DeleteCategory?CategoryID= (spec §7.1); refused while tracking records use it. */
export async function deleteCategory(id: string): Promise<void> {
  await call(API.categories.deleteCategory, { query: { CategoryID: id } });
}

/** Deletes, then reloads the list from the first page. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => void queryClient.resetQueries({ queryKey: categoryKeys.lists() }),
  });
}

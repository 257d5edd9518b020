import { API, Msg } from '@beewatch/shared';
import { call } from '@/lib/api-client';
import { useCacheMutation } from '@/hooks/use-cache-mutation';
import type { ActivityFormValues } from '../lib/category-form';
import { categoryKeys } from './get-categories';

export interface SavedCategory {
  CategoryID: string;
  /** The success message of spec §8: 'Category added' or 'Category updated'. */
  message: typeof Msg.categoryAdded | typeof Msg.categoryUpdated;
}

/** POST admin/AddEditCategory (spec §7.1): adds the category (no CategoryID) or replaces it. */
export async function saveCategory(activity: ActivityFormValues): Promise<SavedCategory> {
  const res = await call(API.categories.addEditCategory, { body: activity });
  return {
    CategoryID: res.data.CategoryID,
    message: activity.CategoryID ? Msg.categoryUpdated : Msg.categoryAdded,
  };
}

/** Saves, then reloads the list from the first page. */
export function useSaveCategory() {
  return useCacheMutation(saveCategory, { reset: categoryKeys.lists() });
}

import { CategoryListScreen } from '@/features/categories/components/category-list-screen';

/** /bscontroller/categorylist (spec §2.7). */
export const CategoryListRoute = CategoryListScreen;

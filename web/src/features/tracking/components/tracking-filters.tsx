import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { DateRangeFilters, useDateRangeForm } from '@/components/ui/date-range-filters';
import { useCategoryOptions } from '../api/get-category-options';
import type { TrackingFilters as Filters } from '../lib/tracking-query';

/** The filters as typed: a category id (or empty) and days as yyyy-mm-dd (or empty). */
const FiltersForm = z.object({ categoryId: z.string(), fromDate: z.string(), toDate: z.string() });

export interface TrackingFiltersProps {
  initial: Filters;
  onSearch: (filters: Filters) => void;
}

/** Category, from date, to date and Search (spec §2.7). Filters apply only when Search is pressed. */
export function TrackingFilters({ initial, onSearch }: TrackingFiltersProps) {
  const { t } = useTranslation();
  const form = useDateRangeForm(FiltersForm, initial);
  const categories = useCategoryOptions();
  return (
    <DateRangeFilters
      form={form}
      categories={categories.data}
      onSearch={onSearch}
      label={t('tracking.filters.label')}
      allCategories={t('msg.selectCategory')}
    />
  );
}

import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { DateRangeFilters, useDateRangeForm } from '@/components/ui/date-range-filters';
import { FormTextField } from '@/components/ui/form';
import { useHistoryCategories } from '../api/get-categories';

/** The filters as typed: a category id (or empty), days as yyyy-mm-dd (or empty) and free text. */
export interface HistoryFilterValues {
  categoryId: string;
  fromDate: string;
  toDate: string;
  search: string;
}

const FiltersForm = z.object({
  categoryId: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
  search: z.string().check(z.maxLength(100)),
});

/** Category, from date, to date and a search over place and notes (spec §2.7, role-screens §9.1). */
export function HistoryFilters({
  initial,
  onSearch,
}: {
  initial: HistoryFilterValues;
  onSearch: (f: HistoryFilterValues) => void;
}) {
  const { t } = useTranslation();
  const form = useDateRangeForm(FiltersForm, initial);
  const categories = useHistoryCategories();
  return (
    <DateRangeFilters
      form={form}
      categories={categories.data}
      onSearch={onSearch}
      label={t('trackingHistory.filtersLabel')}
      allCategories={t('trackingHistory.allCategories')}
    >
      <FormTextField form={form} name="search" type="search" label={t('trackingHistory.searchText')} />
    </DateRangeFilters>
  );
}

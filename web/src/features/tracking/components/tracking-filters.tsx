import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { DateRangeFilters } from '@/components/ui/date-range-filters';
import { useCategoryOptions } from '../api/get-category-options';
import { isRangeReversed, type TrackingFilters as Filters } from '../lib/tracking-query';

/** The filters as typed: days as yyyy-mm-dd (or empty), the From date not after the To date. */
const FiltersForm = z
  .object({ categoryId: z.string(), fromDate: z.string(), toDate: z.string() })
  .refine((f) => !isRangeReversed(f), { path: ['toDate'], message: 'tracking.filters.rangeError' });

export interface TrackingFiltersProps {
  initial: Filters;
  onSearch: (filters: Filters) => void;
}

/** Category, from date, to date and Search (spec §2.7). Filters apply only when Search is pressed. */
export function TrackingFilters({ initial, onSearch }: TrackingFiltersProps) {
  const { t } = useTranslation();
  const form = useForm<Filters>({ resolver: zodResolver(FiltersForm), defaultValues: initial });
  const categories = useCategoryOptions();
  return (
    <DateRangeFilters
      form={form}
      categories={categories.data}
      onSearch={onSearch}
      labels={{
        form: t('tracking.filters.label'),
        category: t('tracking.filters.category'),
        allCategories: t('msg.selectCategory'),
        fromDate: t('tracking.filters.fromDate'),
        toDate: t('tracking.filters.toDate'),
        search: t('tracking.filters.search'),
      }}
    />
  );
}

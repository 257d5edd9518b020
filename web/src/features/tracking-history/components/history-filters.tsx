import { Button } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormSelectField, FormTextField } from '@/components/ui/form';
import { useHistoryCategories } from '../api/get-categories';

/** The filters as typed: a category id (or empty), days as yyyy-mm-dd (or empty) and free text. */
export interface HistoryFilterValues {
  categoryId: string;
  fromDate: string;
  toDate: string;
  search: string;
}

const FiltersForm = z
  .object({ categoryId: z.string(), fromDate: z.string(), toDate: z.string(), search: z.string().max(100) })
  .refine((f) => !f.fromDate || !f.toDate || f.fromDate <= f.toDate, {
    path: ['toDate'],
    message: 'trackingHistory.rangeError',
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
  const form = useForm<HistoryFilterValues>({ resolver: zodResolver(FiltersForm), defaultValues: initial });
  const categories = useHistoryCategories();
  const [fromDate, toDate] = form.watch(['fromDate', 'toDate']);
  return (
    <form
      className="filters"
      onSubmit={form.handleSubmit(onSearch)}
      role="search"
      aria-label={t('trackingHistory.filtersLabel')}
      noValidate
    >
      <FormSelectField
        form={form}
        name="categoryId"
        label={t('trackingHistory.category')}
        placeholder={t('trackingHistory.allCategories')}
        choices={(categories.data ?? []).map((c) => ({ value: c.CategoryID, label: c.Name }))}
      />
      <FormTextField
        form={form}
        name="fromDate"
        type="date"
        label={t('trackingHistory.fromDate')}
        max={toDate || undefined}
      />
      <FormTextField
        form={form}
        name="toDate"
        type="date"
        label={t('trackingHistory.toDate')}
        min={fromDate || undefined}
        translateError={(key) => t(key)}
      />
      <FormTextField form={form} name="search" type="search" label={t('trackingHistory.searchText')} />
      <Button type="submit" variation="primary">
        {t('trackingHistory.search')}
      </Button>
    </form>
  );
}

import { Button } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormSelectField, FormTextField } from '@/components/ui/form';
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
  // The chosen category shows once its option has arrived.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (categories.data) setValue('categoryId', getValues('categoryId'));
  }, [categories.data, getValues, setValue]);
  const [fromDate, toDate] = form.watch(['fromDate', 'toDate']);

  return (
    <form
      className="filters"
      onSubmit={form.handleSubmit(onSearch)}
      role="search"
      aria-label={t('tracking.filters.label')}
      // The portal says what is wrong with the dates, not the browser's min/max bubble.
      noValidate
    >
      <FormSelectField
        form={form}
        name="categoryId"
        label={t('tracking.filters.category')}
        placeholder={t('msg.selectCategory')}
        choices={(categories.data ?? []).map((c) => ({ value: c.CategoryID, label: c.Name }))}
      />
      <FormTextField
        form={form}
        name="fromDate"
        type="date"
        label={t('tracking.filters.fromDate')}
        max={toDate || undefined}
      />
      <FormTextField
        form={form}
        name="toDate"
        type="date"
        label={t('tracking.filters.toDate')}
        min={fromDate || undefined}
        translateError={(key) => t(key)}
      />
      <Button type="submit" variation="primary">
        {t('tracking.filters.search')}
      </Button>
    </form>
  );
}

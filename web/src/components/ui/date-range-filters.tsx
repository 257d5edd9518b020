import { Button } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm, type DefaultValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { FormSelectField, FormTextField } from '@/components/ui/form';

/** The fields every date-range filter has: a category id (or empty) and days as yyyy-mm-dd (or empty). */
export interface DateRangeFilterValues {
  categoryId: string;
  fromDate: string;
  toDate: string;
}

export interface DateRangeFiltersProps<V extends DateRangeFilterValues> {
  /** The form, from useDateRangeForm (the range check puts its message on toDate). */
  form: UseFormReturn<V, unknown, V>;
  /** The categories to choose from, as the server lists them; undefined while they load. */
  categories: readonly { CategoryID: string; Name: string }[] | undefined;
  /** The accessible name of the search landmark, in the UI language. */
  label: string;
  /** The empty choice of the category list, in the UI language. */
  allCategories: string;
  onSearch: (values: V) => void;
  /** Further fields, shown after the dates and before the Search button. */
  children?: ReactNode;
}

/**
 * The form of a date-range filter, starting from `initial`: `fields` checks the values, and a From
 * date after the To date is refused under To date with dateRange.rangeError (an i18n key,
 * translated by the To date field).
 */
export function useDateRangeForm<V extends DateRangeFilterValues>(
  fields: z.ZodMiniType<V, V>,
  initial: V,
): UseFormReturn<V, unknown, V> {
  const resolver = useMemo(
    () =>
      zodResolver(
        fields.check(
          z.refine((f) => !f.fromDate || !f.toDate || f.fromDate <= f.toDate, {
            path: ['toDate'],
            message: 'dateRange.rangeError',
          }),
        ),
      ) as Resolver<V, unknown, V>,
    [fields],
  );
  return useForm<V, unknown, V>({ resolver, defaultValues: initial as DefaultValues<V> });
}

/**
 * A search form of category, From date and To date (spec §2.7): filters apply only when Search is
 * pressed; each date picker stops at the other date, and a reversed range is told under To date
 * (the schema's message key, translated), not by the browser's min/max bubble.
 */
export function DateRangeFilters<V extends DateRangeFilterValues>({
  form: typedForm,
  categories,
  label,
  allCategories,
  onSearch,
  children,
}: DateRangeFiltersProps<V>) {
  const { t } = useTranslation();
  // The shared fields are the same in every V.
  const form = typedForm as unknown as UseFormReturn<DateRangeFilterValues, unknown, DateRangeFilterValues>;
  // The chosen category shows once its option has arrived.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (categories) setValue('categoryId', getValues('categoryId'));
  }, [categories, getValues, setValue]);
  const [fromDate, toDate] = form.watch(['fromDate', 'toDate']);

  return (
    <form
      className="filters"
      onSubmit={typedForm.handleSubmit(onSearch)}
      role="search"
      aria-label={label}
      noValidate
    >
      <FormSelectField
        form={form}
        name="categoryId"
        label={t('dateRange.category')}
        placeholder={allCategories}
        choices={(categories ?? []).map((c) => ({ value: c.CategoryID, label: c.Name }))}
      />
      <FormTextField
        form={form}
        name="fromDate"
        type="date"
        label={t('dateRange.fromDate')}
        max={toDate || undefined}
      />
      <FormTextField
        form={form}
        name="toDate"
        type="date"
        label={t('dateRange.toDate')}
        min={fromDate || undefined}
        translateError={(key) => t(key)}
      />
      {children}
      <Button type="submit" variation="primary">
        {t('dateRange.search')}
      </Button>
    </form>
  );
}

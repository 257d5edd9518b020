import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCategories } from '../api/tracking-api';
import { trackingKeys } from '../api/use-tracking-list';
import { isRangeReversed, type TrackingFilters as Filters } from '../lib/tracking-query';

export interface TrackingFiltersProps {
  initial: Filters;
  onSearch: (filters: Filters) => void;
}

/** Category, from date, to date and Search (spec §2.7). Filters apply only when Search is pressed. */
export function TrackingFilters({ initial, onSearch }: TrackingFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [rangeError, setRangeError] = useState(false);
  const categories = useQuery({
    queryKey: trackingKeys.categories(),
    queryFn: ({ signal }) => fetchCategories(signal),
    // Asked again each time the screen opens: a category added or deleted on the category list
    // screen shows up (or goes) at once. Until the answer comes, the cached list is shown.
    staleTime: 0,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const reversed = isRangeReversed(draft);
    setRangeError(reversed);
    if (!reversed) onSearch(draft);
  };

  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  return (
    <form
      className="filters"
      onSubmit={submit}
      role="search"
      aria-label={t('tracking.filters.label')}
      // The portal says what is wrong with the dates, not the browser's min/max bubble.
      noValidate
    >
      <div className="field">
        <label htmlFor="filter-category">{t('tracking.filters.category')}</label>
        <select id="filter-category" value={draft.categoryId} onChange={set('categoryId')}>
          <option value="">{t('msg.selectCategory')}</option>
          {categories.data?.map((c) => (
            <option key={c.CategoryID} value={c.CategoryID}>
              {c.Name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-from">{t('tracking.filters.fromDate')}</label>
        <input
          id="filter-from"
          type="date"
          value={draft.fromDate}
          max={draft.toDate || undefined}
          onChange={set('fromDate')}
        />
      </div>
      <div className="field">
        <label htmlFor="filter-to">{t('tracking.filters.toDate')}</label>
        <input
          id="filter-to"
          type="date"
          value={draft.toDate}
          min={draft.fromDate || undefined}
          onChange={set('toDate')}
          aria-invalid={rangeError || undefined}
          aria-describedby={rangeError ? 'filter-range-error' : undefined}
        />
      </div>
      <button type="submit" className="btn btn-primary">
        {t('tracking.filters.search')}
      </button>
      {rangeError && (
        <p id="filter-range-error" className="field-error" role="alert">
          {t('tracking.filters.rangeError')}
        </p>
      )}
    </form>
  );
}

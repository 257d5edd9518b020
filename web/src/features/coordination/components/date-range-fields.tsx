import { TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';

/** The From and To days of a coordinator's filter draft, as yyyy-mm-dd. */
export interface DayRange {
  From: string;
  To: string;
}

/**
 * The From and To date inputs of the coordinator's season and hornet-path filters, bound to the
 * screen's draft; `rangeError` (already in the UI language) is shown under To date.
 */
export function DateRangeFields<D extends DayRange>({
  draft,
  setDraft,
  rangeError,
}: {
  draft: D;
  setDraft: (next: D) => void;
  rangeError?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('dateRange.fromDate')}
        type="date"
        value={draft.From}
        onChange={(e) => setDraft({ ...draft, From: e.target.value })}
      />
      <TextField
        label={t('dateRange.toDate')}
        type="date"
        value={draft.To}
        onChange={(e) => setDraft({ ...draft, To: e.target.value })}
        hasError={Boolean(rangeError)}
        errorMessage={rangeError ?? undefined}
      />
    </>
  );
}

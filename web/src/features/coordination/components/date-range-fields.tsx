import { TextField } from '@aws-amplify/ui-react';
import { useTranslation } from 'react-i18next';

/** The From and To days of a coordinator's filter draft, as yyyy-mm-dd. */
export interface DayRange {
  From: string;
  To: string;
}

/** True when both days are given and From is not after To: a range a filter can be applied with. */
export function rangeInOrder(range: DayRange): boolean {
  return Boolean(range.From && range.To && range.From <= range.To);
}

/**
 * The From and To date inputs of the coordinator's season and hornet-path filters, bound to the
 * screen's draft; `refused` (a Show or Search refused for a range not in order) says why under
 * To date.
 */
export function DateRangeFields<D extends DayRange>({
  draft,
  setDraft,
  refused = false,
}: {
  draft: D;
  setDraft: (next: D) => void;
  refused?: boolean;
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
        hasError={refused}
        errorMessage={refused ? t('coordination.rangeError') : undefined}
      />
    </>
  );
}

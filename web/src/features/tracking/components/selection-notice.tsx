import { Button } from '@aws-amplify/ui-react';
import { EXPORT_MAX_ROWS } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { matchingCount } from '../lib/tracking-query';
import './tracking.css';

export interface SelectionNoticeProps {
  /** Records loaded in the table, all of them checked. */
  loaded: number;
  /** Records matching the list's filters (the list's TotalRecord). */
  total: number;
  /** True once the user chose every matching record. */
  matching: boolean;
  onSelectMatching: () => void;
  onClear: () => void;
}

/**
 * The notice above the table once every loaded row is checked (Gmail's): it offers to select
 * every record matching the filters — at most 10,000, the export's limit (spec §9), with a note
 * when more match — and, once chosen, says so; both offer to clear the selection.
 */
export function SelectionNotice({
  loaded,
  total,
  matching,
  onSelectMatching,
  onClear,
}: SelectionNoticeProps) {
  const { t } = useTranslation();
  const count = matchingCount(total);
  const capped = total > EXPORT_MAX_ROWS;
  const values = { count, total, max: EXPORT_MAX_ROWS };
  return (
    <div className="selection-notice" role="group" aria-label={t('tracking.selection.notice.label')}>
      <p role="status">
        {matching
          ? capped
            ? t('tracking.selection.notice.firstMatching', values)
            : t('tracking.selection.notice.allMatching', values)
          : t('tracking.selection.notice.allLoaded', { count: loaded })}
      </p>
      {!matching && (
        <Button variation="link" size="small" onClick={onSelectMatching}>
          {capped
            ? t('tracking.selection.notice.selectFirst', values)
            : t('tracking.selection.notice.selectMatching', values)}
        </Button>
      )}
      <Button variation="link" size="small" onClick={onClear}>
        {t('tracking.selection.clear')}
      </Button>
      {capped && <p className="selection-note">{t('tracking.selection.notice.capNote', values)}</p>}
    </div>
  );
}

import { useTranslation } from 'react-i18next';

export interface SelectionActionsProps {
  count: number;
  onExport: () => void;
  onMap: () => void;
  /** Clears the selection; left out while the selection notice offers it. */
  onClear?: () => void;
}

/** Export Selected and Map Selected, shown once a row is checked (spec §2.7). */
export function SelectionActions({ count, onExport, onMap, onClear }: SelectionActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="selection-actions" role="group" aria-label={t('tracking.selection.label')}>
      <span>{t('tracking.selection.count', { count })}</span>
      <button type="button" className="btn btn-primary" onClick={onExport}>
        {t('tracking.selection.export')}
      </button>
      <button type="button" className="btn btn-primary" onClick={onMap}>
        {t('tracking.selection.map')}
      </button>
      {onClear && (
        <button type="button" className="btn btn-ghost" onClick={onClear}>
          {t('tracking.selection.clear')}
        </button>
      )}
    </div>
  );
}

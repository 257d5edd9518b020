import { Button } from '@aws-amplify/ui-react';
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
      <Button variation="primary" onClick={onExport}>
        {t('tracking.selection.export')}
      </Button>
      <Button variation="primary" onClick={onMap}>
        {t('tracking.selection.map')}
      </Button>
      {onClear && <Button onClick={onClear}>{t('tracking.selection.clear')}</Button>}
    </div>
  );
}

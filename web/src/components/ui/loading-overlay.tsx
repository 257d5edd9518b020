import { useTranslation } from 'react-i18next';

/** Full-screen loading overlay (spec §2.5); it blocks clicks while a page-wide action runs. */
export function LoadingOverlay({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner spinner-lg" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}

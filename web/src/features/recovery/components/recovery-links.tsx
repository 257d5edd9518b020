import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/**
 * The links under a recovery card: `before` (e.g. the way back to the previous step), then the
 * way back to sign-in.
 */
export function RecoveryLinks({ before }: { before?: { to: string; label: ReactNode } }) {
  const { t } = useTranslation();
  return (
    <p className="login-links">
      {before && <Link to={before.to}>{before.label}</Link>}
      <Link to="/home/login">{t('recovery.backToLogin')}</Link>
    </p>
  );
}

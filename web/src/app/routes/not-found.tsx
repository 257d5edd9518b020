import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

/** Unknown URLs. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="placeholder" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.message', { path: pathname })}</p>
      <p>
        <Link to="/">{t('notFound.home')}</Link>
      </p>
    </section>
  );
}

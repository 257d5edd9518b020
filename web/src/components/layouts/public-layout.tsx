import { Loader } from '@aws-amplify/ui-react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AlertBanner } from '../ui/alerts';
import { LanguageSelect } from './language-select';
import { Logo } from './logo';

/** Frame of the pages open to everyone (login, public pages, not found). */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="public-layout">
      <header className="public-header">
        <Logo />
        <LanguageSelect />
      </header>
      <main id="main" className="public-main">
        <AlertBanner />
        <Suspense fallback={<Loader size="large" ariaLabel={t('common.loading')} />}>
          {children ?? <Outlet />}
        </Suspense>
      </main>
    </div>
  );
}

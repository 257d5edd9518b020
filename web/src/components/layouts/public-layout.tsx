import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AlertBanner } from '../ui/alerts';
import { LanguageSelect } from './language-select';
import { Logo } from './logo';

/** Frame of the pages open to everyone (login, public pages, not found). */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="public-layout">
      <header className="public-header">
        <Logo />
        <LanguageSelect />
      </header>
      <main id="main" className="public-main">
        <AlertBanner />
        {children ?? <Outlet />}
      </main>
    </div>
  );
}

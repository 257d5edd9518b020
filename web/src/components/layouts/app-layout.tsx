import { Loader } from '@aws-amplify/ui-react';
import { landingPathOf, roleNameOf, type SessionUser } from '@beewatch/shared';
import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useFocusHeading } from '@/hooks/use-focus-heading';
import { useScrollTopOnNavigate } from '@/hooks/use-scroll-top';
import { AlertBanner } from '../ui/alerts';
import { MenuIcon } from '../ui/icons';
import { LanguageSelect } from './language-select';
import { SettingsMenu, type AuditPopup } from './settings-menu';
import { SideMenu } from './side-menu';

export interface AppLayoutProps {
  user: SessionUser;
  onLogout: () => void;
  /** Renders an audit popup of the settings dropdown (the app layer supplies it from features/audit). */
  renderAudit?: (kind: AuditPopup, onClose: () => void) => ReactNode;
  /** The header's message dropdown (spec §2.5), supplied by the app layer from features/messages. */
  messageMenu?: ReactNode;
  children?: ReactNode;
}

/**
 * Frame of the signed-in pages (spec §2.5): left menu, top header, alert banner, content. Below
 * 80rem (a small laptop, a tablet, a phone) the menu slides in behind the header's menu button;
 * Escape, the backdrop or a followed link closes it and focus returns to the button.
 */
export function AppLayout({ user, onLogout, renderAudit, messageMenu, children }: AppLayoutProps) {
  const { t } = useTranslation();
  const [audit, setAudit] = useState<AuditPopup | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  useFocusHeading('main');
  useScrollTopOnNavigate();
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => {
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  useEffect(() => {
    if (!menuOpen) return;
    document.getElementById(menuId)?.querySelector<HTMLElement>('nav a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, menuId]);
  const roleName = roleNameOf(user.RoleId);
  const role = roleName ? t(`role.${roleName}`) : user.RoleDisplayValue;
  return (
    <div className={menuOpen ? 'app-layout menu-open' : 'app-layout'}>
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <SideMenu
        id={menuId}
        roleId={user.RoleId}
        landing={landingPathOf(user.RoleId)}
        onLogout={onLogout}
        onNavigate={() => setMenuOpen(false)}
      />
      {menuOpen && (
        <button
          type="button"
          className="menu-backdrop"
          tabIndex={-1}
          aria-label={t('layout.closeMenu')}
          onClick={closeMenu}
        />
      )}
      <div className="app-main">
        <header className="top-header">
          <button
            ref={menuButton}
            type="button"
            className="icon-button menu-button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={t('layout.menu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <MenuIcon />
          </button>
          <div className="user-card">
            <strong>{user.FullName}</strong>
            <span>
              {user.OrganizationName || role} · {user.UserName}
            </span>
          </div>
          <div className="header-tools">
            <LanguageSelect />
            {messageMenu}
            <SettingsMenu
              roleId={user.RoleId}
              lastLoginTime={user.LastLoginTime}
              onLogout={onLogout}
              onOpenAudit={renderAudit ? setAudit : undefined}
            />
          </div>
        </header>
        <main id="main" className="content" tabIndex={-1}>
          <AlertBanner />
          <Suspense fallback={<Loader size="large" ariaLabel={t('common.loading')} />}>
            {children ?? <Outlet />}
          </Suspense>
        </main>
        {audit && renderAudit?.(audit, () => setAudit(null))}
      </div>
    </div>
  );
}

import { Loader } from '@aws-amplify/ui-react';
import { landingPathOf, roleNameOf, type SessionUser } from '@beewatch/shared';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AlertBanner } from '../ui/alerts';
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

/** Frame of the signed-in pages (spec §2.5): left menu, top header, alert banner, content. */
export function AppLayout({ user, onLogout, renderAudit, messageMenu, children }: AppLayoutProps) {
  const { t } = useTranslation();
  const [audit, setAudit] = useState<AuditPopup | null>(null);
  const roleName = roleNameOf(user.RoleId);
  const role = roleName ? t(`role.${roleName}`) : user.RoleDisplayValue;
  return (
    <div className="app-layout">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <SideMenu roleId={user.RoleId} landing={landingPathOf(user.RoleId)} onLogout={onLogout} />
      <div className="app-main">
        <header className="top-header">
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

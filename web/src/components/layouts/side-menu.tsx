import { MENUS, roleNameOf } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { env } from '@/lib/env';
import { LogoutIcon } from '../ui/icons';
import { Logo } from './logo';

export interface SideMenuProps {
  roleId: number;
  landing: string;
  onLogout: () => void;
  /** The element id the phone menu button controls. */
  id?: string;
  /** Called when a menu link is followed (the phone menu closes then). */
  onNavigate?: () => void;
}

/** Left menu of the role (spec §2.4) with the logo and a logout button (spec §2.5). */
export function SideMenu({ roleId, landing, onLogout, id, onNavigate }: SideMenuProps) {
  const { t } = useTranslation();
  const roleName = roleNameOf(roleId);
  const items = (roleName ? MENUS[roleName] : []).filter((item) => env.liveServer || !item.liveOnly);
  return (
    <aside className="side-menu" id={id}>
      <Logo to={landing} />
      <nav aria-label={t('layout.mainMenu')}>
        <ul>
          {items.map((item) => (
            <li key={item.path}>
              <NavLink to={`/${item.path}`} onClick={onNavigate}>
                {t(item.label ?? `menu.${item.path}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="btn btn-ghost side-logout" onClick={onLogout}>
        <LogoutIcon />
        {t('layout.logout')}
      </button>
    </aside>
  );
}

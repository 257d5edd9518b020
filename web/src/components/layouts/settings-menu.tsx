import { Role } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { useDropdown } from '@/hooks/use-dropdown';
import { Link } from 'react-router-dom';
import { formatDisplayDate } from '@/lib/dates';
import { useColorMode, type ColorModePreference } from '../theme/color-mode';
import { SettingsIcon } from '../ui/icons';

/** Audit popups of the dropdown (spec §2.5): Admin Audit and User Audit. */
export type AuditPopup = 'admin' | 'user';

export interface SettingsMenuProps {
  roleId: number;
  lastLoginTime: string | null;
  onLogout: () => void;
  /** Opens an audit popup (the app layer renders it); without it the audit items are hidden. */
  onOpenAudit?: (kind: AuditPopup) => void;
}

/** Role items of the dropdown (spec §2.5) as page links: i18n key and path (menu paths of landing.ts). */
const ROLE_LINKS: Partial<Record<number, { label: string; path: string }[]>> = {
  [Role.ByStander]: [{ label: 'profile.settings.localCoordinator', path: '/pesticide/agent' }],
  [Role.NonBeeKeeper]: [{ label: 'profile.settings.localCoordinator', path: '/pesticide/agent' }],
  [Role.SwarmCoordinator]: [
    { label: 'profile.settings.swarmDomain', path: '/beewatchagent/swarmdomain' },
    { label: 'profile.settings.swarmCollectorDomain', path: '/beewatchagent/swarmcollectordomain' },
  ],
  [Role.BeeInspector]: [{ label: 'profile.settings.domain', path: '/beeinspector/domain' }],
  [Role.SprayLaison]: [{ label: 'profile.settings.sprayDomain', path: '/beewatchagent/swarmdomain' }],
};

/**
 * Settings dropdown (spec §2.5): My Profile, Change Password, the role's items (audit popups
 * for the two administrator roles, domain and coordinator pages for the field roles), last
 * login time, Logout.
 */
export function SettingsMenu({ roleId, lastLoginTime, onLogout, onOpenAudit }: SettingsMenuProps) {
  const { t, i18n } = useTranslation();
  const { open, setOpen, panelId, rootRef, onKeyDown } = useDropdown();
  const { preference, setPreference } = useColorMode();
  const modes: { value: ColorModePreference; label: string }[] = [
    { value: 'system', label: t('layout.colorModeSystem') },
    { value: 'light', label: t('layout.colorModeLight') },
    { value: 'dark', label: t('layout.colorModeDark') },
  ];
  // The superadministrator audits administrators' sign-ins, an administrator users'.
  const audit: AuditPopup | null =
    roleId === Role.SuperAdministrator ? 'admin' : roleId === Role.Administrator ? 'user' : null;

  return (
    <div className="settings-menu" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        type="button"
        className="btn btn-ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <SettingsIcon />
        <span className="header-label">{t('layout.settings')}</span>
      </button>
      <div id={panelId} className="settings-panel" hidden={!open}>
        <ul>
          <li>
            <Link to="/home/myprofile" onClick={() => setOpen(false)}>
              {t('menu.home/myprofile')}
            </Link>
          </li>
          <li>
            <Link to="/home/changepassword" onClick={() => setOpen(false)}>
              {t('menu.home/changepassword')}
            </Link>
          </li>
          {onOpenAudit && audit && (
            <li>
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setOpen(false);
                  onOpenAudit(audit);
                }}
              >
                {t(audit === 'admin' ? 'profile.settings.adminAudit' : 'profile.settings.userAudit')}
              </button>
            </li>
          )}
          {ROLE_LINKS[roleId]?.map((item) => (
            <li key={item.label}>
              <Link to={item.path} onClick={() => setOpen(false)}>
                {t(item.label)}
              </Link>
            </li>
          ))}
          <li>
            <fieldset className="color-mode">
              <legend>{t('layout.colorMode')}</legend>
              {modes.map((mode) => (
                <label key={mode.value} className="check">
                  <input
                    type="radio"
                    name={`${panelId}-color-mode`}
                    value={mode.value}
                    checked={preference === mode.value}
                    onChange={() => setPreference(mode.value)}
                  />
                  {mode.label}
                </label>
              ))}
            </fieldset>
          </li>
          <li className="settings-meta">
            {t('layout.lastLogin', {
              time: lastLoginTime ? formatDisplayDate(lastLoginTime, i18n.language) : t('layout.never'),
            })}
          </li>
          <li>
            <button type="button" className="link-button" onClick={onLogout}>
              {t('layout.logout')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

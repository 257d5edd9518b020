import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@/lib/dates';
import { SettingsIcon } from '../ui/icons';

export interface SettingsMenuProps {
  lastLoginTime: string | null;
  onLogout: () => void;
}

/** Settings dropdown (spec §2.5): My Profile, Change Password, last login time, Logout. */
export function SettingsMenu({ lastLoginTime, onLogout }: SettingsMenuProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  return (
    <div
      className="settings-menu"
      ref={rootRef}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          rootRef.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className="btn btn-ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <SettingsIcon />
        {t('layout.settings')}
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
          <li className="settings-meta">
            {t('layout.lastLogin', {
              time: lastLoginTime ? formatDateTime(lastLoginTime, i18n.language) : t('layout.never'),
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

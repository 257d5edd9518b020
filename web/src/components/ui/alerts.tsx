import { ALERT_AUTO_CLOSE_MS } from '@beewatch/shared';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMessageTranslator } from '@/hooks/use-message-translator';
import type { MessageSource } from '@/lib/i18n';
import { CloseIcon } from './icons';

export type AlertType = 'success' | 'error' | 'info' | 'warning';

export interface AlertMessage {
  id: number;
  type: AlertType;
  /** An English message (spec or shared schema) or a server failure (lib/server-error failureMessage). */
  message: MessageSource;
}

interface AlertContextValue {
  alert: AlertMessage | null;
  /** Shows a banner; `autoClose` closes it after 3000 ms (spec §4, §9). */
  showAlert: (type: AlertType, message: MessageSource, options?: { autoClose?: boolean }) => void;
  clearAlert: () => void;
}

const AlertContext = createContext<AlertContextValue | null>(null);

/** Holds the one alert banner of the page; cleared whenever the route changes (spec §4). */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<AlertMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seq = useRef(0);
  const { pathname } = useLocation();

  const clearAlert = useCallback(() => {
    clearTimeout(timer.current);
    setAlert(null);
  }, []);

  const showAlert = useCallback<AlertContextValue['showAlert']>((type, message, options) => {
    clearTimeout(timer.current);
    const id = ++seq.current;
    setAlert({ id, type, message });
    if (options?.autoClose) {
      timer.current = setTimeout(() => setAlert((a) => (a?.id === id ? null : a)), ALERT_AUTO_CLOSE_MS);
    }
  }, []);

  useEffect(() => clearAlert, [pathname, clearAlert]);

  const value = useMemo(() => ({ alert, showAlert, clearAlert }), [alert, showAlert, clearAlert]);
  return <AlertContext.Provider value={value}>{children}</AlertContext.Provider>;
}

/** Access to the page's alert banner. */
export function useAlerts(): AlertContextValue {
  const ctx = useContext(AlertContext);
  if (!ctx) throw new Error('useAlerts needs an AlertProvider');
  return ctx;
}

/** What a form hands to the page it returns to: `navigate(to, savedState(Msg.dataSaved))`. */
export function savedState(saved: MessageSource): { state: { saved: MessageSource } } {
  return { state: { saved } };
}

/**
 * Shows the outcome a form handed on with savedState as this page's success banner (a page's
 * alert is cleared when the path changes, so the form cannot show it itself); it stays until
 * closed or the user moves on. The history entry then forgets it, so a reload, or Back to this
 * page later, does not report a save that was not made again.
 */
export function useSavedNotice(): void {
  const location = useLocation();
  const saved = (location.state as { saved?: MessageSource } | null)?.saved;
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  useEffect(() => {
    if (!saved) return;
    showAlert('success', saved);
    const { pathname, search, hash } = location;
    navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [saved, showAlert, navigate, location]);
}

/**
 * Renders the current alert: errors and warnings assertively, success and info politely. A known
 * English message (e.g. Msg.dataSaved) or a server failure (by its MessageKey) is translated
 * here, so it follows a language switch; the banner waits for the message translator (a chunk of
 * its own) rather than show untranslated text.
 */
export function AlertBanner() {
  const { alert, clearAlert } = useAlerts();
  const { t } = useTranslation();
  const translateMessage = useMessageTranslator(alert !== null);
  if (!alert || !translateMessage) return null;
  const urgent = alert.type === 'error' || alert.type === 'warning';
  return (
    <div
      className={`alert alert-${alert.type}`}
      role={urgent ? 'alert' : 'status'}
      data-alert-type={alert.type}
    >
      <span>{translateMessage(alert.message)}</span>
      <button type="button" className="icon-button" aria-label={t('common.closeAlert')} onClick={clearAlert}>
        <CloseIcon />
      </button>
    </div>
  );
}

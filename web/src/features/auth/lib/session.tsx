import { SESSION_MS, type LoginResult, type SessionUser } from '@beewatch/shared';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
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
import { useNavigate } from 'react-router-dom';
import { setAccessToken, setAuthHandlers } from '@/lib/auth-token';

/**
 * account/CheckLogin, loaded with its first use: the session's API calls (and with them the API
 * client and the schemas) stay out of the login page's first load.
 */
async function checkLogin(signal?: AbortSignal) {
  return (await import('../api/check-login')).checkLogin(signal);
}

/** account/Logout, loaded with its first use. */
async function logoutOnServer() {
  return (await import('../api/logout')).logoutOnServer();
}

/** Forgets every cached API answer: the tests' client if one is provided, else the app's. */
async function clearQueries(outer: QueryClient | undefined) {
  outer?.clear();
  (await import('@/lib/query-client')).clearAppQueries();
}

/** 'loggingOut': the user is gone from memory, the server is still clearing the refresh cookie. */
export type SessionStatus = 'restoring' | 'signedIn' | 'loggingOut' | 'signedOut';

export interface SessionContextValue {
  status: SessionStatus;
  user: SessionUser | null;
  /** True once this page's session was ended (logout, refusal, expiry): guards then go to '/' plainly. */
  ended: boolean;
  /** Opens the session from a login result; false when it carries no user or token. */
  signIn: (result: LoginResult) => boolean;
  /** Clears the session (memory, cached data, refresh cookie) and goes to the login page. */
  logout: () => void;
  /**
   * Asks account/CheckLogin once whether the HttpOnly refresh cookie still holds a session. Only
   * the guards call it, so public pages never ask. `onlyIfSignedInBefore` skips the call when this
   * browser holds no sign-in (the login page: a first visitor gets no 401 in the console).
   */
  requestRestore: (options?: { onlyIfSignedInBefore?: boolean }) => void;
  /** Updates what the header shows of the user (e.g. after My Profile is saved). */
  updateUser: (patch: Partial<Pick<SessionUser, 'FullName' | 'OrganizationName'>>) => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** When the session must end: the server's `expires`, but never later than 24 h from now (spec §9). */
function expiryOf(user: SessionUser): number {
  const cap = Date.now() + SESSION_MS;
  const server = Date.parse(user.expires);
  return Number.isNaN(server) ? cap : Math.min(server, cap);
}

/**
 * localStorage key set while this browser holds a sign-in: a hint only (no token, no user data),
 * so the login page asks the server only when a session can exist.
 */
const SIGNED_IN_HINT_KEY = 'beewatch.signedIn';
function setSignedInHint(on: boolean) {
  try {
    if (on) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Private mode may refuse storage: the login page then always asks.
  }
}
function signedInBefore(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return true;
  }
}

/**
 * Session of the signed-in user, in memory only. When a guard asks (requestRestore) it calls
 * account/CheckLogin, which uses the HttpOnly refresh cookie, so a reload keeps the session without
 * storing the token.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>('restoring');
  const [user, setUser] = useState<SessionUser | null>(null);
  const [ended, setEnded] = useState(false);
  const outerQueryClient = useContext(QueryClientContext);
  const navigate = useNavigate();
  const signedIn = useRef(false);
  const [restoreWanted, setRestoreWanted] = useState(false);

  const signIn = useCallback((result: LoginResult) => {
    if (!result.User || !result.access_token) return false;
    setAccessToken(result.access_token);
    setSignedInHint(true);
    signedIn.current = true;
    setUser(result.User);
    setEnded(false);
    setStatus('signedIn');
    return true;
  }, []);

  const logout = useCallback(() => {
    const hadSession = signedIn.current;
    signedIn.current = false;
    setSignedInHint(false);
    setAccessToken(null);
    setUser(null);
    setEnded(true);
    setStatus('loggingOut');
    const done = async () => {
      // Cleared only now: the guarded screens are unmounted, so nothing refetches without a token.
      await clearQueries(outerQueryClient);
      setStatus('signedOut');
      navigate('/', { replace: true });
    };
    // Leave only once the cookie is cleared, or a reload right after could restore the session.
    if (hadSession)
      void logoutOnServer()
        .catch(() => undefined)
        .finally(done);
    else void done();
  }, [navigate, outerQueryClient]);

  const requestRestore = useCallback<SessionContextValue['requestRestore']>((options) => {
    if (options?.onlyIfSignedInBefore && !signedInBefore()) {
      setStatus((current) => (current === 'restoring' ? 'signedOut' : current));
      return;
    }
    setRestoreWanted(true);
  }, []);

  useEffect(() => {
    if (!restoreWanted) return;
    const controller = new AbortController();
    checkLogin(controller.signal)
      .then((result) => {
        if (!signIn(result)) {
          setSignedInHint(false);
          setStatus((current) => (current === 'restoring' ? 'signedOut' : current));
        }
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setSignedInHint(false);
        setStatus((current) => (current === 'restoring' ? 'signedOut' : current));
      });
    return () => controller.abort();
  }, [restoreWanted, signIn]);

  useEffect(
    () =>
      setAuthHandlers({
        refresh: async () => (await checkLogin()).access_token,
        onUnauthorized: logout,
      }),
    [logout],
  );

  useEffect(() => {
    if (!user) return;
    const timer = setTimeout(logout, Math.max(0, expiryOf(user) - Date.now()));
    return () => clearTimeout(timer);
  }, [user, logout]);

  const updateUser = useCallback<SessionContextValue['updateUser']>(
    (patch) => setUser((current) => (current ? { ...current, ...patch } : current)),
    [],
  );

  const value = useMemo(
    () => ({ status, user, ended, signIn, logout, requestRestore, updateUser }),
    [status, user, ended, signIn, logout, requestRestore, updateUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session. */
export function useSession(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession needs a SessionProvider');
  return ctx;
}

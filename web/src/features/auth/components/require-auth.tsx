import { landingPathOf } from '@beewatch/shared';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { loginPathWithReturn } from '../lib/return-url';
import { useSession } from '../lib/session';
import { ErrorLine } from '@/components/ui/form/form-error';

export interface RequireAuthProps {
  /** RoleIds admitted; omitted = any signed-in user. */
  roles?: readonly number[];
  children?: ReactNode;
}

/**
 * Route guard of spec §6: without a session the visitor goes to the login page (with a
 * returnurl); a user whose role is not admitted goes to the landing page of their role.
 */
export function RequireAuth({ roles, children }: RequireAuthProps) {
  const { status, user, ended, requestRestore } = useSession();
  useEffect(() => requestRestore(), [requestRestore]);
  const location = useLocation();

  if (status === 'restoring' || status === 'loggingOut') return <LoadingOverlay />;
  if (!user) {
    // After a logout the spec sends the user to the root (§6), not back to where they were.
    return <Navigate to={ended ? '/' : loginPathWithReturn(location.pathname + location.search)} replace />;
  }
  if (roles && !roles.includes(user.RoleId)) {
    const landing = landingPathOf(user.RoleId);
    // A role whose own landing is refused would bounce forever; say so instead.
    if (landing.toLowerCase() === location.pathname.toLowerCase().replace(/\/+$/, '')) {
      return <ErrorLine message={{ i18nKey: 'guard.noAccess' }} />;
    }
    return <Navigate to={landing} replace />;
  }
  return children ?? <Outlet />;
}

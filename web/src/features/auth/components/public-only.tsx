import { landingPathOf } from '@beewatch/shared';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { safeReturnUrl } from '../lib/return-url';
import { useSession } from '../lib/session';

/**
 * Wraps the login page: a signed-in user (just signed in, or restored by CheckLogin when this
 * browser signed in before) is sent to the returnurl or the landing page of their role (spec §2.3).
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { status, user, requestRestore } = useSession();
  const { search } = useLocation();
  useEffect(() => requestRestore({ onlyIfSignedInBefore: true }), [requestRestore]);
  if (status === 'restoring' || status === 'loggingOut') return <LoadingOverlay />;
  if (user) return <Navigate to={safeReturnUrl(search) ?? landingPathOf(user.RoleId)} replace />;
  return children;
}

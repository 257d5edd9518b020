import { landingPathOf } from '@beewatch/shared';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { safeReturnUrl } from '../lib/return-url';
import { useSession } from '../lib/session';

/**
 * Wraps the login page: a signed-in user (just signed in, or restored by CheckLogin) is sent to
 * the returnurl or the landing page of their role (spec §2.3).
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const { search } = useLocation();
  if (status === 'restoring' || status === 'loggingOut') return <LoadingOverlay />;
  if (user) return <Navigate to={safeReturnUrl(search) ?? landingPathOf(user.RoleId)} replace />;
  return children;
}

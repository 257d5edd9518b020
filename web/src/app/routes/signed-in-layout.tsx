import { AppLayout } from '@/components/layouts/app-layout';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useSession } from '@/features/auth/lib/session';

function Frame() {
  const { user, logout } = useSession();
  // RequireAuth renders this only with a user.
  return user ? <AppLayout user={user} onLogout={logout} /> : null;
}

/** Guarded frame of every signed-in page (spec §2.5, §6). */
export function SignedInLayoutRoute() {
  return (
    <RequireAuth>
      <Frame />
    </RequireAuth>
  );
}

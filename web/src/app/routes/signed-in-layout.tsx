import { AppLayout } from '@/components/layouts/app-layout';
import { AuditDialog } from '@/features/audit/components/audit-dialog';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { useSession } from '@/features/auth/lib/session';
import { MessageDropdown } from '@/features/messages/components/message-dropdown';
import { TwoStepPrompt } from '@/features/recovery/components/two-step-prompt';

function Frame() {
  const { user, logout } = useSession();
  // RequireAuth renders this only with a user. The two-step prompt (spec §2.5, §4) sits on top.
  return user ? (
    <>
      <AppLayout
        user={user}
        onLogout={logout}
        renderAudit={(kind, onClose) => <AuditDialog kind={kind} onClose={onClose} />}
        messageMenu={<MessageDropdown />}
      />
      <TwoStepPrompt key={user.UserName} user={user} />
    </>
  ) : null;
}

/** Guarded frame of every signed-in page (spec §2.5, §6). */
export function SignedInLayoutRoute() {
  return (
    <RequireAuth>
      <Frame />
    </RequireAuth>
  );
}

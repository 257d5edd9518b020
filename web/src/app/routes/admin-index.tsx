import { Role, landingPathOf, roleNameOf } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSession } from '@/features/auth/lib/session';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { useLatestMessages } from '@/features/messages/api/get-device-messages';
import { textIn } from '@/features/messages/lib/message-display';
import { RoleHomeScreen } from '@/features/role-home/components/role-home-screen';
import { BystanderHomeScreen } from '@/features/spray-network/components/bystander-home-screen';

/**
 * admin/index (spec §2.3): the Administrator's dashboard; the ByStander's home (their home and
 * spraying near it, as beekeeper/bystander); for the other roles that land here without a screen
 * of their own (VQAdministrator, iWAS and any role the portal does not name) their home with their
 * latest messages; every other role goes to its own landing page.
 */
export function AdminIndexRoute() {
  const { user } = useSession();
  if (!user) return null;
  if (user.RoleId === Role.Administrator) return <DashboardScreen />;
  // A ByStander lands here (spec §2.3) and gets their own home: spraying near it (role-screens §6.1).
  if (user.RoleId === Role.ByStander) return <BystanderHomeScreen userId={user.User_Idx} />;
  const landing = landingPathOf(user.RoleId);
  if (landing !== '/admin/index') return <Navigate to={landing} replace />;
  return (
    <RoleHome
      roleId={user.RoleId}
      roleDisplayName={user.RoleDisplayValue}
      fullName={user.FullName}
      userId={user.User_Idx}
    />
  );
}

function RoleHome(props: { roleId: number; roleDisplayName: string; fullName: string; userId: string }) {
  // The header dropdown's query: the same latest 3 inbox messages, read once for both.
  const latest = useLatestMessages();
  const { i18n } = useTranslation();
  const items = (latest.data?.messages ?? []).map((m) => ({
    id: m.MessageId,
    from: m.From,
    sentAt: m.SendDate,
    // A portal message's title in the UI language (French in the French interface).
    title: textIn(m, i18n.language).Title,
    unread: !m.IsRead,
  }));
  return (
    <RoleHomeScreen
      roleName={roleNameOf(props.roleId)}
      roleDisplayName={props.roleDisplayName}
      fullName={props.fullName}
      userId={props.userId}
      messages={{
        items,
        isPending: latest.isPending,
        isError: latest.isError,
        error: latest.error,
        refetch: latest.refetch,
      }}
    />
  );
}

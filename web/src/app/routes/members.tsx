import { Role } from '@beewatch/shared';
import { EditMemberScreen } from '@/features/coordination/components/edit-member-screen';
import { MembersScreen } from '@/features/coordination/components/members-screen';
import { SprayEditMemberScreen } from '@/features/spray-network/components/edit-member-screen';
import { SprayMembersScreen } from '@/features/spray-network/components/members-screen';
import { useSession } from '@/features/auth/lib/session';
import { NotAvailableRoute } from './not-available';

/**
 * beewatchagent/members and beewatchagent/editmember: one path, each role its own screen — the
 * swarm coordinator's swarm collectors (role-screens §4.3, §4.5), the spray liaison's network
 * contacts and their preferences (§7.2, §7.3); other roles of the menu get their own branch here.
 */
export function MembersRoute() {
  const { user } = useSession();
  if (user?.RoleId === Role.SwarmCoordinator) return <MembersScreen />;
  if (user?.RoleId === Role.SprayLaison) return <SprayMembersScreen />;
  return <NotAvailableRoute label="menu.beewatchagent/members" />;
}

export function EditMemberRoute() {
  const { user } = useSession();
  if (user?.RoleId === Role.SwarmCoordinator) return <EditMemberScreen />;
  if (user?.RoleId === Role.SprayLaison) return <SprayEditMemberScreen />;
  return <NotAvailableRoute label="menu.beewatchagent/editmember" />;
}

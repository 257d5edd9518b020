import { Role } from '@beewatch/shared';
import { EditMemberScreen } from '@/features/coordination/components/edit-member-screen';
import { MembersScreen } from '@/features/coordination/components/members-screen';
import { SprayEditMemberScreen } from '@/features/spray-network/components/edit-member-screen';
import { SprayMembersScreen } from '@/features/spray-network/components/members-screen';
import { useSession } from '@/features/auth/lib/session';

/**
 * beewatchagent/members and beewatchagent/editmember: one path, each role its own screen — the
 * swarm coordinator's swarm collectors (role-screens §4.3, §4.5), the spray liaison's network
 * contacts and their preferences (§7.2, §7.3). The router admits only these two roles here.
 */
export function MembersRoute() {
  const { user } = useSession();
  return user?.RoleId === Role.SwarmCoordinator ? <MembersScreen /> : <SprayMembersScreen />;
}

export function EditMemberRoute() {
  const { user } = useSession();
  return user?.RoleId === Role.SwarmCoordinator ? <EditMemberScreen /> : <SprayEditMemberScreen />;
}

import { BystanderActivityScreen } from '@/features/spray-network/components/activity-screen';
import { BystanderHomeScreen } from '@/features/spray-network/components/bystander-home-screen';
import { SprayEditMemberScreen } from '@/features/spray-network/components/edit-member-screen';
import { LocalCoordinatorScreen } from '@/features/spray-network/components/local-coordinator';
import { SprayMembersScreen } from '@/features/spray-network/components/members-screen';
import { SprayHistoryScreen } from '@/features/spray-network/components/spray-history-screen';
import { useSession } from '@/features/auth/lib/session';

/** beekeeper/bystander (ByStander): the bystander's home and spraying within 1 km. */
export function BystanderHomeRoute() {
  const { user } = useSession();
  return <BystanderHomeScreen userId={user?.User_Idx ?? null} />;
}

/** beekeeper/activity (ByStander): spray activity near home, past and coming. */
export function BystanderActivityRoute() {
  return <BystanderActivityScreen />;
}

/** pesticide/agent (NonBeeKeeper, ByStander): the Local Coordinator. */
export function LocalCoordinatorRoute() {
  return <LocalCoordinatorScreen />;
}

/** beewatchagent/members for the spray liaison: the contacts of their Spray Domain. */
export function SprayMembersRoute() {
  return <SprayMembersScreen />;
}

/** beewatchagent/editmember for the spray liaison: a contact's preferences. */
export function SprayEditMemberRoute() {
  return <SprayEditMemberScreen />;
}

/** beewatchagent/history (SprayLaison): the domain's spray notification history. */
export function DomainSprayHistoryRoute() {
  return <SprayHistoryScreen />;
}

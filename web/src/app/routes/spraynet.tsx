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
export const BystanderActivityRoute = BystanderActivityScreen;

/** pesticide/agent (NonBeeKeeper, ByStander): the Local Coordinator. */
export const LocalCoordinatorRoute = LocalCoordinatorScreen;

/** beewatchagent/members for the spray liaison: the contacts of their Spray Domain. */
export const SprayMembersRoute = SprayMembersScreen;

/** beewatchagent/editmember for the spray liaison: a contact's preferences. */
export const SprayEditMemberRoute = SprayEditMemberScreen;

/** beewatchagent/history (SprayLaison): the domain's spray notification history. */
export const DomainSprayHistoryRoute = SprayHistoryScreen;

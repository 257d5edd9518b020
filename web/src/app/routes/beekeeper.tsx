import { Role } from '@beewatch/shared';
import { useSession } from '@/features/auth/lib/session';
import { BeekeeperHomeScreen } from '@/features/beekeeper/components/home-screen';
import { ConversationScreen } from '@/features/beekeeper/components/conversation-screen';
import { SprayHistoryScreen } from '@/features/beekeeper/components/spray-history-screen';
import { WeatherScreen } from '@/features/beekeeper/components/weather-screen';

/**
 * beekeeper/index: the home of ProfessionalBeeKeeper and (reduced) SwarmWatch. The role comes
 * from the session, so a SwarmWatch user's area swarms load alongside the home, not after it.
 */
export function BeekeeperHomeRoute() {
  const { user } = useSession();
  return <BeekeeperHomeScreen swarmWatch={user?.RoleId === Role.SwarmWatch} />;
}

/** beekeeper/weather: the forecast at each own apiary. */
export const WeatherRoute = WeatherScreen;

/** beekeeper/treatmenthistoryforpbeekeeper: the spray notifications that alerted the beekeeper. */
export const SprayHistoryRoute = SprayHistoryScreen;

/** home/sprayconversation/:threadId: the anonymous beekeeper–farmer conversation (both sides). */
export const SprayConversationRoute = ConversationScreen;

import { BeekeeperHomeScreen } from '@/features/beekeeper/components/home-screen';
import { ConversationScreen } from '@/features/beekeeper/components/conversation-screen';
import { SprayHistoryScreen } from '@/features/beekeeper/components/spray-history-screen';
import { WeatherScreen } from '@/features/beekeeper/components/weather-screen';

/** beekeeper/index: the home of ProfessionalBeeKeeper and (reduced) SwarmWatch. */
export function BeekeeperHomeRoute() {
  return <BeekeeperHomeScreen />;
}

/** beekeeper/weather: the forecast at each own apiary. */
export function WeatherRoute() {
  return <WeatherScreen />;
}

/** beekeeper/treatmenthistoryforpbeekeeper: the spray notifications that alerted the beekeeper. */
export function SprayHistoryRoute() {
  return <SprayHistoryScreen />;
}

/** home/sprayconversation/:threadId: the anonymous beekeeper–farmer conversation (both sides). */
export function SprayConversationRoute() {
  return <ConversationScreen />;
}

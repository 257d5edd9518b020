import { BeekeeperHomeScreen } from '@/features/beekeeper/components/home-screen';
import { ConversationScreen } from '@/features/beekeeper/components/conversation-screen';
import { SprayHistoryScreen } from '@/features/beekeeper/components/spray-history-screen';
import { WeatherScreen } from '@/features/beekeeper/components/weather-screen';

/** beekeeper/index: the home of ProfessionalBeeKeeper and (reduced) SwarmWatch. */
export const BeekeeperHomeRoute = BeekeeperHomeScreen;

/** beekeeper/weather: the forecast at each own apiary. */
export const WeatherRoute = WeatherScreen;

/** beekeeper/treatmenthistoryforpbeekeeper: the spray notifications that alerted the beekeeper. */
export const SprayHistoryRoute = SprayHistoryScreen;

/** home/sprayconversation/:threadId: the anonymous beekeeper–farmer conversation (both sides). */
export const SprayConversationRoute = ConversationScreen;

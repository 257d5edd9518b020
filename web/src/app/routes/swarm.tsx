import { useParams } from 'react-router-dom';
import { ApiKeyListScreen } from '@/features/api-keys/components/api-key-list-screen';
import { GenerateApiKeyScreen } from '@/features/api-keys/components/generate-api-key-screen';
import { CollectionAreaScreen } from '@/features/swarm-collection/components/collection-area-screen';
import { SwarmAlertListScreen } from '@/features/swarm-collection/components/swarm-alert-list-screen';
import { SwarmAlertScreen } from '@/features/swarm-collection/components/swarm-alert-screen';
import { SwarmNotificationsScreen } from '@/features/swarm-notifications/components/swarm-notifications-screen';
import { SwarmApiPage } from '@/features/swarm-report/components/swarm-api-page';
import { TestApiPage } from '@/features/swarm-report/components/test-api-page';

// Public swarm reports, API keys, collectors and the coordinator's list.

/** home/swarmapi/{key} and home/swarmapi/{key}/{url} (spec §2.1): public, by API key. */
export function SwarmApiRoute() {
  const { key = '' } = useParams();
  return <SwarmApiPage key={key} apiKey={key} />;
}

/** home/testapi (spec §2.1): public. */
export const TestApiRoute = TestApiPage;

/** admin/apikeylist and admin/generateapikey (spec §2.4): Administrator. */
export const ApiKeyListRoute = ApiKeyListScreen;
export const GenerateApiKeyRoute = GenerateApiKeyScreen;

/** beekeeper/swarmalerts, beekeeper/swarmalert/{id}, beekeeper/collectionarea: ProfessionalBeeKeeper. */
export const SwarmAlertListRoute = SwarmAlertListScreen;
export function SwarmAlertRoute() {
  const { id = '' } = useParams();
  return <SwarmAlertScreen key={id} id={id} />;
}
export const CollectionAreaRoute = CollectionAreaScreen;

/** beewatchagent/swarmnotifications (spec §2.4): SwarmCoordinator. */
export const SwarmNotificationsRoute = SwarmNotificationsScreen;

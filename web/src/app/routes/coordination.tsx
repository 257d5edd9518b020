import { AddMemberScreen } from '@/features/coordination/components/add-member-screen';
import { CoverageScreen } from '@/features/coordination/components/coverage-screen';
import { HornetPathScreen } from '@/features/coordination/components/hornet-path-screen';
import { SeasonMapScreen } from '@/features/coordination/components/season-map-screen';
import { SwarmMapScreen } from '@/features/coordination/components/swarm-map-screen';

/** beewatchagent/swarmmap: the swarm coordinator's live swarm map (landing). */
export const SwarmMapRoute = SwarmMapScreen;

/** beewatchagent/swarmcollectordomain: coverage of the Swarm Domain by collectors. */
export const SwarmCoverageRoute = CoverageScreen;

/** beewatchagent/addmember: add or invite a swarm collector. */
export const AddMemberRoute = AddMemberScreen;

/** beewatchagent/swarmnotimap: the season's swarm reports for analysis. */
export const SwarmNotiMapRoute = SeasonMapScreen;

/** beewatchagent/hornetpath: hornet flight lines and nest estimates of the domain. */
export const HornetPathRoute = HornetPathScreen;

import { AddMemberScreen } from '@/features/coordination/components/add-member-screen';
import { CoverageScreen } from '@/features/coordination/components/coverage-screen';
import { HornetPathScreen } from '@/features/coordination/components/hornet-path-screen';
import { SeasonMapScreen } from '@/features/coordination/components/season-map-screen';
import { SwarmMapScreen } from '@/features/coordination/components/swarm-map-screen';

/** beewatchagent/swarmmap: the swarm coordinator's live swarm map (landing). */
export function SwarmMapRoute() {
  return <SwarmMapScreen />;
}

/** beewatchagent/swarmcollectordomain: coverage of the Swarm Domain by collectors. */
export function SwarmCoverageRoute() {
  return <CoverageScreen />;
}

/** beewatchagent/addmember: add or invite a swarm collector. */
export function AddMemberRoute() {
  return <AddMemberScreen />;
}

/** beewatchagent/swarmnotimap: the season's swarm reports for analysis. */
export function SwarmNotiMapRoute() {
  return <SeasonMapScreen />;
}

/** beewatchagent/hornetpath: hornet flight lines and nest estimates of the domain. */
export function HornetPathRoute() {
  return <HornetPathScreen />;
}

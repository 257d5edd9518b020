import * as z from 'zod/mini';
import {
  AddSwarmCollectorRequest,
  AssignSwarmRequest,
  CollectorInvite,
  CollectorUserQuery,
  CollectorUserRequest,
  CoordinatorSwarm,
  DomainHornetData,
  DomainHornetQuery,
  InviteCollectorRequest,
  ReNotifySwarmRequest,
  SaveSwarmCollectorRequest,
  SetCollectorStatusRequest,
  SwarmCollector,
  SwarmCoverage,
  SwarmMapData,
  SwarmMapQuery,
  SwarmSeasonData,
  SwarmSeasonQuery,
} from '../schemas/index.js';
import { defineRoutes, SWARM_COORDINATOR } from './define.js';

/**
 * The swarm coordinator's workspace (role-screens §4): everything is limited to the caller's
 * Swarm Domain on the server — a swarm or collector outside it answers 403.
 */
export const COORDINATION = defineRoutes('coordination', {
  swarmMapData: {
    method: 'GET',
    path: 'beewatchagent/SwarmMapData',
    roles: SWARM_COORDINATOR,
    query: SwarmMapQuery,
    response: SwarmMapData,
  },
  reNotifySwarm: {
    method: 'POST',
    path: 'beewatchagent/ReNotifySwarm',
    roles: SWARM_COORDINATOR,
    body: ReNotifySwarmRequest,
    response: CoordinatorSwarm,
  },
  assignSwarm: {
    method: 'POST',
    path: 'beewatchagent/AssignSwarm',
    roles: SWARM_COORDINATOR,
    body: AssignSwarmRequest,
    response: CoordinatorSwarm,
  },
  swarmCoverage: {
    method: 'GET',
    path: 'beewatchagent/SwarmCoverage',
    roles: SWARM_COORDINATOR,
    response: SwarmCoverage,
  },
  swarmCollectorList: {
    method: 'GET',
    path: 'beewatchagent/SwarmCollectorList',
    roles: SWARM_COORDINATOR,
    response: z.array(SwarmCollector),
  },
  getSwarmCollector: {
    method: 'GET',
    path: 'beewatchagent/GetSwarmCollector',
    roles: SWARM_COORDINATOR,
    query: CollectorUserQuery,
    response: SwarmCollector,
  },
  addSwarmCollector: {
    method: 'POST',
    path: 'beewatchagent/AddSwarmCollector',
    roles: SWARM_COORDINATOR,
    body: AddSwarmCollectorRequest,
    response: SwarmCollector,
  },
  saveSwarmCollector: {
    method: 'POST',
    path: 'beewatchagent/SaveSwarmCollector',
    roles: SWARM_COORDINATOR,
    body: SaveSwarmCollectorRequest,
    response: SwarmCollector,
  },
  setSwarmCollectorStatus: {
    method: 'POST',
    path: 'beewatchagent/SetSwarmCollectorStatus',
    roles: SWARM_COORDINATOR,
    body: SetCollectorStatusRequest,
    response: SwarmCollector,
  },
  removeSwarmCollector: {
    method: 'POST',
    path: 'beewatchagent/RemoveSwarmCollector',
    roles: SWARM_COORDINATOR,
    body: CollectorUserRequest,
    response: z.object({ UserName: z.string() }),
  },
  inviteSwarmCollector: {
    method: 'POST',
    path: 'beewatchagent/InviteSwarmCollector',
    roles: SWARM_COORDINATOR,
    body: InviteCollectorRequest,
    response: CollectorInvite,
  },
  swarmSeason: {
    method: 'GET',
    path: 'beewatchagent/SwarmSeason',
    roles: SWARM_COORDINATOR,
    query: SwarmSeasonQuery,
    response: SwarmSeasonData,
  },
  domainHornetPaths: {
    method: 'GET',
    path: 'beewatchagent/DomainHornetPaths',
    roles: SWARM_COORDINATOR,
    query: DomainHornetQuery,
    response: DomainHornetData,
  },
});
